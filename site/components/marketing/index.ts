export { AnalysisButton } from './analysis-button.tsx';
export { AwardBadge } from './award-badge.tsx';
export { CheckList } from './check-list.tsx';
export { CtaSection } from './cta-section.tsx';
export { FaqAccordion } from './faq-accordion.tsx';
export { FeatureCard, FeatureGrid } from './feature-card.tsx';
export { PageHero } from './page-hero.tsx';
export { StepList } from './step-list.tsx';
export { TestimonialGrid } from './testimonial-grid.tsx';

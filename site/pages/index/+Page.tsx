import { whyChecklist, visibilityChannels } from '@sichtwerk/content/features';
import { homeFaq } from '@sichtwerk/content/faq';
import { homeCta, homeSections } from '@sichtwerk/content/pages/home';
import { processSteps } from '@sichtwerk/content/process';
import { testimonialsByPage } from '@sichtwerk/content/testimonials';
import { CheckList, CtaSection, FaqAccordion, FeatureGrid, StepList, TestimonialGrid } from '../../components/marketing/index.ts';
import { Card, Section } from '../../components/ui/index.ts';
import { BenefitsSection } from './benefits-section.tsx';
import { FeatureSection } from './feature-section.tsx';
import { HomeHero } from './home-hero.tsx';

export function Page() {
  const { visibility, process, why, testimonials, faq } = homeSections;
  return (
    <>
      <HomeHero />
      <Section id="sichtbarkeit" template="cards" eyebrow={visibility.eyebrow} title={visibility.title} intro={visibility.intro}>
        <FeatureGrid features={visibilityChannels} />
      </Section>
      <Section id="so-funktioniert" tone="muted" template="timeline" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
        <StepList steps={processSteps} />
      </Section>
      <Section id="warum" template="checklist" eyebrow={why.eyebrow} title={why.title} intro={why.intro}>
        <Card className="mx-auto max-w-3xl p-5 text-slate-800 sm:p-8 sm:text-lg">
          <CheckList items={whyChecklist} />
        </Card>
      </Section>
      <FeatureSection />
      <BenefitsSection />
      <Section id="stimmen" tone="muted" template="quotes" eyebrow={testimonials.eyebrow} title={testimonials.title}>
        <TestimonialGrid testimonials={testimonialsByPage.home} />
      </Section>
      <CtaSection title={homeCta.title} text={homeCta.text} button={homeCta.button} />
      <Section id="faq" template="faq" eyebrow={faq.eyebrow} title={faq.title} intro={faq.intro}>
        <FaqAccordion name="home-faq" entries={homeFaq} />
      </Section>
    </>
  );
}

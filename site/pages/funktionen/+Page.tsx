import { coreFunctions, functionBenefits } from '@sichtwerk/content/features';
import { funktionenCta, funktionenHero, funktionenSections } from '@sichtwerk/content/pages/funktionen';
import { testimonialsByPage } from '@sichtwerk/content/testimonials';
import { AnalysisButton, CtaSection, FeatureGrid, PageHero, TestimonialGrid } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { CoreFunctionGrid } from './core-function-grid.tsx';

export function Page() {
  const { benefits, coreFunctions: core, testimonials } = funktionenSections;
  return (
    <>
      <PageHero eyebrow={funktionenHero.eyebrow} title={funktionenHero.title} intro={funktionenHero.intro}>
        <AnalysisButton label={funktionenHero.primaryLabel} />
      </PageHero>
      <Section id="prinzip" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <FeatureGrid features={functionBenefits} />
      </Section>
      <Section id="kernfunktionen" tone="muted" eyebrow={core.eyebrow} title={core.title} intro={core.intro}>
        <CoreFunctionGrid functions={coreFunctions} />
      </Section>
      <Section id="stimmen" eyebrow={testimonials.eyebrow} title={testimonials.title}>
        <TestimonialGrid testimonials={testimonialsByPage.funktionen} />
      </Section>
      <CtaSection title={funktionenCta.title} text={funktionenCta.text} button={funktionenCta.button} />
    </>
  );
}

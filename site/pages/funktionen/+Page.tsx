import { coreFunctions, functionBenefits } from '@sichtwerk/content/features';
import { funktionenCta, funktionenHero, funktionenSections } from '@sichtwerk/content/funktionen-page';
import { pages } from '@sichtwerk/content/routes';
import { testimonialsByPage } from '@sichtwerk/content/testimonials';
import { ArrowRight } from 'lucide-react';
import { CtaSection, FeatureGrid, PageHero, TestimonialGrid } from '../../components/marketing/index.ts';
import { Button, Section } from '../../components/ui/index.ts';
import { CoreFunctionGrid } from './core-function-grid.tsx';

export function Page() {
  const { benefits, coreFunctions: core, testimonials } = funktionenSections;
  return (
    <>
      <PageHero eyebrow={funktionenHero.eyebrow} title={funktionenHero.title} intro={funktionenHero.intro}>
        <Button asChild size="lg">
          <a href={pages.kostenloseAnalyse.path}>
            {funktionenHero.primaryLabel}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </Button>
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

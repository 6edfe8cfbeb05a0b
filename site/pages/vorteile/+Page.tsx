import { advantages, statistics } from '@sichtwerk/content/claims';
import { processSteps } from '@sichtwerk/content/process';
import { testimonialsByPage } from '@sichtwerk/content/testimonials';
import { vorteileCta, vorteileHero, vorteileSections } from '@sichtwerk/content/pages/vorteile';
import { AnalysisButton, CtaSection, PageHero, StepList, TestimonialGrid } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { AdvantageList } from './advantage-list.tsx';
import { AwardSection } from './award-section.tsx';
import { StatisticList } from './statistic-list.tsx';

export function Page() {
  const sections = vorteileSections;
  return (
    <>
      <PageHero eyebrow={vorteileHero.eyebrow} title={vorteileHero.title} intro={vorteileHero.intro}>
        <AnalysisButton label={vorteileHero.primaryLabel} />
      </PageHero>
      <Section id="zahlen" eyebrow={sections.statistics.eyebrow} title={sections.statistics.title} intro={sections.statistics.intro}>
        <StatisticList statistics={statistics} />
      </Section>
      <Section
        id="vorteile"
        tone="muted"
        eyebrow={sections.advantages.eyebrow}
        title={sections.advantages.title}
        intro={sections.advantages.intro}
      >
        <AdvantageList advantages={advantages} />
      </Section>
      <Section id="ablauf" eyebrow={sections.process.eyebrow} title={sections.process.title} intro={sections.process.intro}>
        <StepList steps={processSteps} />
      </Section>
      <Section id="stimmen" tone="muted" eyebrow={sections.testimonials.eyebrow} title={sections.testimonials.title}>
        <TestimonialGrid testimonials={testimonialsByPage.vorteile} />
      </Section>
      <AwardSection />
      <CtaSection title={vorteileCta.title} text={vorteileCta.text} button={vorteileCta.button} />
    </>
  );
}

import { backlinkStrategyPage } from '@sichtwerk/content/pages/backlink-strategie';
import { AnalysisButton, CtaSection, FeatureGrid, PageHero, StepList } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { DosAndDonts } from './dos-and-donts.tsx';

export function Page() {
  const copy = backlinkStrategyPage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <AnalysisButton label={copy.hero.button} />
      </PageHero>
      <Section id="vorteile" title={copy.benefits.title} intro={copy.benefits.intro} className="pt-4 sm:pt-8">
        <FeatureGrid features={copy.benefits.items} columns={3} />
      </Section>
      <Section id="strategie" tone="muted" title={copy.steps.title} intro={copy.steps.intro}>
        <StepList steps={copy.steps.items} />
      </Section>
      <DosAndDonts />
      <Section id="so-helfen-wir" tone="muted" title={copy.help.title} intro={copy.help.intro}>
        <FeatureGrid features={copy.help.items} columns={2} />
      </Section>
      <CtaSection title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </>
  );
}

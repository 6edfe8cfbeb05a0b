import { backlinkStrategyPage } from '@sichtwerk/content/backlink-strategy';
import { pages } from '@sichtwerk/content/routes';
import { ArrowRight } from 'lucide-react';
import { CtaSection, FeatureGrid, PageHero, StepList } from '../../components/marketing/index.ts';
import { Button, Section } from '../../components/ui/index.ts';
import { DosAndDonts } from './dos-and-donts.tsx';

export function Page() {
  const copy = backlinkStrategyPage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <Button asChild size="lg">
          <a href={pages.kostenloseAnalyse.path}>
            {copy.hero.button}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </Button>
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

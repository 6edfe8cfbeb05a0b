import { mapsRankingPage } from '@sichtwerk/content/pages/google-maps-ranking';
import { CtaSection, FeatureGrid, PageHero, StepList } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { RankingFactors } from './ranking-factors.tsx';

export function Page() {
  const copy = mapsRankingPage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="vorteile" title={copy.benefits.title} intro={copy.benefits.intro} className="pt-4 sm:pt-8">
        <FeatureGrid features={copy.benefits.items} columns={4} />
      </Section>
      <RankingFactors />
      <Section id="so-helfen-wir" title={copy.helpSteps.title} intro={copy.helpSteps.intro}>
        <div className="mx-auto max-w-3xl">
          <StepList steps={copy.helpSteps.items} layout="column" />
        </div>
      </Section>
      <CtaSection title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </>
  );
}

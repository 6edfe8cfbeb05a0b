import { aiFeaturesPage } from '@sichtwerk/content/pages/ki-funktionen';
import { CtaSection, FeatureGrid, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { AiSearchSection } from './ai-search-section.tsx';

export function Page() {
  const copy = aiFeaturesPage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="ki-funktionen" title={copy.features.title} intro={copy.features.intro} className="pt-4 sm:pt-8">
        <FeatureGrid features={copy.features.items} columns={2} />
      </Section>
      <AiSearchSection />
      <Section id="vorteile" title={copy.benefits.title} intro={copy.benefits.intro}>
        <FeatureGrid features={copy.benefits.items} columns={3} />
      </Section>
      <CtaSection title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </>
  );
}

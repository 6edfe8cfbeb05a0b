import { seoToolPage } from '@sichtwerk/content/pages/seo-tool';
import { CtaSection, FeatureGrid, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';

export function Page() {
  const copy = seoToolPage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="funktionen" title={copy.features.title} intro={copy.features.intro} className="pt-4 sm:pt-8">
        <FeatureGrid features={copy.features.items} columns={4} />
      </Section>
      <Section id="unterschiede" tone="muted" title={copy.differentiators.title} intro={copy.differentiators.intro}>
        <FeatureGrid features={copy.differentiators.items} columns={3} />
      </Section>
      <CtaSection title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </>
  );
}

import { homeFeatureCards, homeFeatureExtras } from '@sichtwerk/content/features';
import { homeSections } from '@sichtwerk/content/home';
import { pages } from '@sichtwerk/content/routes';
import { ArrowRight } from 'lucide-react';
import { FeatureGrid } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';

/** The six main feature cards plus the two extras (keywords, competitor analysis). */
export function FeatureSection() {
  const copy = homeSections.features;
  return (
    <Section id="funktionen" tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <FeatureGrid features={homeFeatureCards} />
      <p className="mt-12 mb-6 text-center text-lg font-semibold text-slate-900">{copy.extrasIntro}</p>
      <div className="mx-auto max-w-4xl">
        <FeatureGrid features={homeFeatureExtras} columns={2} />
      </div>
      <p className="mt-10 text-center">
        <a
          href={pages.funktionen.path}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {copy.allFeaturesLink}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </p>
    </Section>
  );
}

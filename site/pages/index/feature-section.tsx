import { homeFeatureCards, homeFeatureExtras } from '@sichtwerk/content/features';
import { homeSections } from '@sichtwerk/content/pages/home';
import { pages } from '@sichtwerk/content/routes';
import { ArrowRight } from 'lucide-react';
import { FeatureScreen } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';

/** The six main features and the two extras (keywords, competitor analysis), each group beside a screen of the app. */
export function FeatureSection() {
  const copy = homeSections.features;
  return (
    <Section id="funktionen" tone="muted" template="screen-list" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <div className="space-y-16">
        <FeatureScreen features={homeFeatureCards.slice(0, 3)} picture="mapsGrid" />
        <FeatureScreen features={homeFeatureCards.slice(3)} picture="reviews" side="right" />
        <p className="text-center text-lg font-semibold text-slate-900">{copy.extrasIntro}</p>
        <FeatureScreen features={homeFeatureExtras} picture="keywords" />
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

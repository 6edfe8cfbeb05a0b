import { externalLinks } from '@sichtwerk/content/company';
import { homeHero } from '@sichtwerk/content/pages/home';
import { Check, CirclePlay } from 'lucide-react';
import { AnalysisButton, PageHero, ProductPicture } from '../../components/marketing/index.ts';
import { Button } from '../../components/ui/index.ts';

/** The home hero: h1, the reading's subtitle (docs/decisions.md: Pages), analysis button, demo link, facts and the app's overview screen. */
export function HomeHero() {
  return (
    <PageHero
      eyebrow={homeHero.eyebrow}
      title={homeHero.title}
      intro={
        <>
          <span className="block font-semibold text-brand-900">{homeHero.subtitle}</span>
          <span className="mt-3 block text-lg text-slate-700">{homeHero.intro}</span>
        </>
      }
      aside={<ProductPicture name="dashboard" sizes="(min-width: 80rem) 37rem, (min-width: 64rem) 45vw, 100vw" priority />}
    >
      <AnalysisButton label={homeHero.primaryLabel} className="w-full text-base sm:w-auto" />
      <Button asChild size="lg" variant="outline" className="w-full text-base sm:w-auto">
        <a href={externalLinks.demo}>
          <CirclePlay className="size-5" aria-hidden="true" />
          {homeHero.demoLabel}
        </a>
      </Button>
      <ul className="mt-3 flex basis-full flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
        {homeHero.facts.map((fact) => (
          <li key={fact} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
            {fact}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

import { externalLinks } from '@sichtwerk/content/company';
import { homeHero } from '@sichtwerk/content/home';
import { Check, CirclePlay } from 'lucide-react';
import { AnalysisButton, PageHero } from '../../components/marketing/index.ts';
import { Button } from '../../components/ui/index.ts';
import { DashboardIllustration } from './dashboard-illustration.tsx';

/** The home hero: h1, the reading's subtitle (docs/decisions.md: Pages), analysis button, demo link, facts, dashboard illustration. */
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
      aside={<DashboardIllustration label={homeHero.illustrationLabel} />}
    >
      <AnalysisButton label={homeHero.primaryLabel} className="text-base" />
      <Button asChild size="lg" variant="outline" className="text-base">
        <a href={externalLinks.demo}>
          <CirclePlay className="size-5" aria-hidden="true" />
          {homeHero.demoLabel}
        </a>
      </Button>
      <ul className="mt-3 flex basis-full flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
        {homeHero.facts.map((fact) => (
          <li key={fact} className="flex items-center gap-2">
            <Check className="size-4 text-accent-700" aria-hidden="true" />
            {fact}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

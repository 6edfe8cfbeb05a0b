import { mapsRankingPage } from '@sichtwerk/content/pages/google-maps-ranking';
import { Section } from '../../components/ui/index.ts';

/** The three factors Google names for local results, as a short explainer between benefits and help steps. */
export function RankingFactors() {
  const copy = mapsRankingPage.rankingFactors;
  return (
    <Section id="ranking-faktoren" tone="muted" title={copy.title} intro={copy.intro}>
      <ul data-slot="ranking-factors" className="grid gap-6 md:grid-cols-3">
        {copy.items.map((factor) => (
          <li key={factor.title} className="rounded-r-2xl border-l-4 border-accent-600 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-bold text-slate-900">{factor.title}</h3>
            <p className="mt-2 text-slate-600">{factor.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

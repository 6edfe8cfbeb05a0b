import type { Statistic } from '@sichtwerk/content/schemas';
import { numberSources, SourceMark, SourceNotes } from '../../components/marketing/index.ts';

/** Big figures with their label and source; a list, so screen readers announce how many there are. */
export function StatisticList({ statistics }: { statistics: readonly Statistic[] }) {
  const { marks, notes } = numberSources(statistics.map((statistic) => statistic.source));
  return (
    <>
      <ul data-slot="statistic-list" className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {statistics.map((statistic, index) => (
          <li key={statistic.label} className="rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:p-6">
            <p className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">
              {statistic.value}
              <SourceMark mark={marks[index]} />
            </p>
            <p className="mt-3 text-sm text-slate-700 sm:text-base">{statistic.label}</p>
          </li>
        ))}
      </ul>
      <SourceNotes notes={notes} className="text-center" />
    </>
  );
}

import type { KindWeeks } from '@sichtwerk/forms/desk/figures-contract';
import { Card } from '@sichtwerk/site/ui/card';
import { formatDuration } from '../../lib/format.ts';
import { WeekChart } from './week-chart.tsx';

const hours = (ms: number) => `${Math.round((ms / 3_600_000) * 10) / 10}`.replace('.', ',');
const percent = (kept: number, decided: number) => Math.round((kept / decided) * 100);

/** One kind's last eight weeks: leads, first response (median, p90) and the promise kept, as charts and as a table. */
export function KindWeeksCard({ figures }: { figures: KindWeeks }) {
  const { weeks, promiseHours } = figures;
  if (weeks.every((week) => week.leads === 0)) {
    return (
      <Card as="section" aria-label={`${figures.label}: letzte 8 Wochen`} className="p-5">
        <h2 className="font-semibold">{figures.label}</h2>
        <p className="mt-1 text-sm text-slate-600">Keine in den letzten 8 Wochen.</p>
      </Card>
    );
  }
  return (
    <Card as="section" aria-label={`${figures.label}: letzte 8 Wochen`} className="p-5">
      <h2 className="mb-3 font-semibold">{figures.label}</h2>
      {/* minmax(0, …) lets a column be narrower than its table, so the table scrolls in its own box at 390 px. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <WeekChart title="Leads pro Woche" weeks={weeks.map((week) => ({ label: week.label, value: week.leads }))} format={String} />
          <WeekChart
            title="Erste Reaktion in Stunden (Balken Median, Strich p90)"
            markName="p90"
            weeks={weeks.map((week) => ({ label: week.label, value: week.medianResponseMs, mark: week.p90ResponseMs }))}
            format={hours}
          />
          {promiseHours !== null && (
            <WeekChart
              title={`${promiseHours} h eingehalten in %`}
              max={100}
              weeks={weeks.map((week) => ({
                label: week.label,
                value: week.promise && week.promise.decided > 0 ? percent(week.promise.kept, week.promise.decided) : null,
              }))}
              format={String}
            />
          )}
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1) */}
        <section className="overflow-x-auto" tabIndex={0} aria-label={`${figures.label}: Zahlen je Woche`}>
          <table className="w-full text-sm">
            <caption className="mb-1 text-left text-sm font-semibold text-slate-700">Zahlen je Woche</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Woche
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Leads
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Reaktion Median
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  p90
                </th>
                {promiseHours !== null && (
                  <th scope="col" className="py-1 text-right font-medium">
                    {promiseHours} h eingehalten
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                    {week.label} <span className="hidden text-slate-500 sm:inline">ab {week.startsOn}</span>
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{week.leads}</td>
                  <td className="py-1 pr-3 text-right tabular-nums whitespace-nowrap">
                    {week.medianResponseMs === null ? '–' : formatDuration(week.medianResponseMs)}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums whitespace-nowrap">
                    {week.p90ResponseMs === null ? '–' : formatDuration(week.p90ResponseMs)}
                  </td>
                  {promiseHours !== null && (
                    <td className="py-1 text-right tabular-nums whitespace-nowrap">
                      {week.promise && week.promise.decided > 0
                        ? `${percent(week.promise.kept, week.promise.decided)} % (${week.promise.kept} von ${week.promise.decided})`
                        : '–'}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Card>
  );
}

import { reportStages, type ReportRow, type ReportStage } from '@sichtwerk/forms/desk/report-contract';
import { useId } from 'react';

const stages = Object.keys(reportStages) as ReportStage[];

/**
 * The period's way from request to customer as horizontal bars, one per step, drawn by the desk itself: titled and
 * described for screen readers with the numbers; the table below carries them as text too.
 */
export function FunnelChart({ total }: { total: ReportRow }) {
  const id = useId();
  const top = Math.max(1, total.requests);
  const description = stages.map((stage) => `${reportStages[stage]}: ${total[stage]}`).join('; ');
  return (
    <figure className="min-w-0">
      <figcaption id={`${id}-title`} className="mb-2 text-sm font-semibold text-slate-700">
        Von der Anfrage zum Kunden (alle Zeilen)
      </figcaption>
      <div role="img" aria-labelledby={`${id}-title ${id}-desc`} data-slot="funnel-chart" className="space-y-1.5">
        <span id={`${id}-desc`} className="sr-only">
          {description}
        </span>
        {stages.map((stage) => (
          <div key={stage} className="grid grid-cols-[8.5rem_1fr_3rem] items-center gap-2 text-sm" aria-hidden="true">
            <span className="text-slate-600">{reportStages[stage]}</span>
            <span className="h-4 rounded-sm bg-slate-100">
              <span
                className="block h-4 rounded-sm bg-brand-600"
                style={{ width: `${Math.max((total[stage] / top) * 100, total[stage] > 0 ? 1 : 0)}%` }}
              />
            </span>
            <span className="text-right font-semibold tabular-nums">{total[stage]}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}

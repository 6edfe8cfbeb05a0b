import {
  reportGroupings,
  reportStages,
  stageRates,
  type ConversionReport,
  type ReportRow,
  type ReportStage,
} from '@sichtwerk/forms/desk/report-contract';
import { useState } from 'react';
import { formatEuro } from '../../lib/format.ts';
import type { Drill } from './drill.ts';

const stages = Object.keys(reportStages) as ReportStage[];

type Column = 'label' | ReportStage | 'monthlyValue' | 'rate' | 'median';

const sortValue: Record<Column, (row: ReportRow) => number | string | null> = {
  label: (row) => row.label,
  requests: (row) => row.requests,
  analysesSent: (row) => row.analysesSent,
  callsBooked: (row) => row.callsBooked,
  callsHeld: (row) => row.callsHeld,
  customers: (row) => row.customers,
  monthlyValue: (row) => row.monthlyValue,
  rate: (row) => stageRates(row).customersOfRequests,
  median: (row) => row.medianDaysToCustomer,
};

/** Each step's share of the step before it, under its number ("75 %"): how many went on. */
function rateOf(row: ReportRow, stage: ReportStage): number | null {
  const rates = stageRates(row);
  if (stage === 'analysesSent') return rates.analysisOfRequests;
  if (stage === 'callsBooked') return rates.bookedOfAnalyses;
  if (stage === 'callsHeld') return rates.heldOfBooked;
  if (stage === 'customers') return rates.customersOfHeld;
  return null;
}

function compare(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'string' || typeof b === 'string' ? String(a).localeCompare(String(b), 'de') : a - b;
}

/**
 * Every row's numbers, sortable by any column (a button in its header, aria-sort says the order); a number above
 * zero opens the leads behind it. The total stays last.
 */
export function ReportTable({ report, onDrill }: { report: ConversionReport; onDrill(drill: Drill): void }) {
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: 'requests', descending: true });
  const rows = [...report.rows].sort((a, b) => {
    const order = compare(sortValue[sort.column](a), sortValue[sort.column](b));
    return sort.descending ? -order : order;
  });
  const header = (column: Column, label: string, alignRight = true) => (
    <th
      scope="col"
      aria-sort={sort.column === column ? (sort.descending ? 'descending' : 'ascending') : undefined}
      className={`py-1 pr-3 font-medium ${alignRight ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:underline"
        onClick={() => setSort((current) => ({ column, descending: current.column === column ? !current.descending : column !== 'label' }))}
      >
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {sort.column === column ? (sort.descending ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  );
  const line = (row: ReportRow, total: boolean) => {
    const rate = stageRates(row).customersOfRequests;
    return (
      <tr
        key={total ? '(alle)' : (row.key ?? '(ohne)')}
        className={total ? 'border-t-2 border-slate-300 font-semibold' : 'border-b border-slate-100'}
      >
        <th scope="row" className="max-w-[16rem] py-1.5 pr-3 text-left font-normal break-words">
          {total ? <strong>{row.label}</strong> : row.label}
          {!total && row.key !== null && row.key !== row.label && <span className="block text-xs text-slate-500">{row.key}</span>}
        </th>
        {stages.map((stage) => {
          const stageRate = rateOf(row, stage);
          return (
            <td key={stage} className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">
              {row[stage] > 0 && !total ? (
                <button
                  type="button"
                  className="font-semibold text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid"
                  aria-label={`${row[stage]} ${reportStages[stage]}: ${row.label} – Leads zeigen`}
                  onClick={() => onDrill({ key: row.key, label: row.label, stage })}
                >
                  {row[stage]}
                </button>
              ) : (
                row[stage]
              )}
              {stageRate !== null && <span className="block text-xs font-normal text-slate-500">{stageRate} %</span>}
            </td>
          );
        })}
        <td className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">{formatEuro(row.monthlyValue)}</td>
        <td className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">{rate === null ? '–' : `${rate} %`}</td>
        <td className="py-1.5 text-right tabular-nums whitespace-nowrap">
          {row.medianDaysToCustomer === null ? '–' : row.medianDaysToCustomer.toLocaleString('de-DE')}
        </td>
      </tr>
    );
  };
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">Unter jeder Zahl: der Anteil am Schritt davor. Eine Zahl öffnet die Leads dahinter.</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{`Zahlen je ${reportGroupings[report.group]}`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              {header('label', 'Zeile', false)}
              {stages.map((stage) => header(stage, reportStages[stage]))}
              {header('monthlyValue', 'Monatswert')}
              {header('rate', 'Anfrage → Kunde')}
              {header('median', 'Median Tage bis Vertrag')}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={9} className="py-3 text-slate-600">
                  Im Zeitraum ist keine Anfrage eingegangen.
                </td>
              </tr>
            )}
            {rows.map((row) => line(row, false))}
          </tbody>
          <tfoot>{line(report.total, true)}</tfoot>
        </table>
      </div>
    </>
  );
}

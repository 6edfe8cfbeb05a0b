/**
 * The conversion report as CSV for Excel (role admin), the existing CSV rules (platform/shared/csv.ts): UTF-8
 * with byte order mark, `;` between cells, cells a spreadsheet would run as a formula defused — a UTM value is
 * a visitor's text. The same rows as the desk's table, the total last.
 */
import { reportGroupings, reportStages, stageRateLabels, stageRates, type ConversionReport } from '@sichtwerk/forms/desk/report-contract';
import { formatCalendarDay } from '../platform/shared/calendar-day.ts';
import { toCsv } from '../platform/shared/csv.ts';

const rateKeys = Object.keys(stageRateLabels) as (keyof typeof stageRateLabels)[];

export function reportCsv(report: ConversionReport): string {
  const header = [
    reportGroupings[report.group],
    ...Object.values(reportStages),
    'Monatswert gewonnen (€)',
    ...rateKeys.map((key) => `${stageRateLabels[key]} (%)`),
    'Median Anfrage → Kunde (Tage)',
    'Zeitraum',
  ];
  const period = `${formatCalendarDay(report.from)}–${formatCalendarDay(report.to)}`;
  const rows = [...report.rows, report.total].map((row) => {
    const rates = stageRates(row);
    return [
      row.label,
      ...Object.keys(reportStages).map((stage) => row[stage as keyof typeof reportStages]),
      row.monthlyValue,
      ...rateKeys.map((key) => rates[key] ?? ''),
      // A German Excel reads a decimal comma.
      row.medianDaysToCustomer === null ? '' : String(row.medianDaysToCustomer).replace('.', ','),
      period,
    ];
  });
  return toCsv(header, rows, ';');
}

import {
  reportGroupings,
  reportPeriods,
  stageRates,
  type ReportGrouping,
  type ReportPeriod,
  type ReportRequest,
} from '@sichtwerk/forms/desk/report-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Card } from '@sichtwerk/site/ui/card';
import { Input, Select } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionQuery } from '../../lib/account-queries.ts';
import { deskApi, messageOf } from '../../lib/api.ts';
import { berlinToday, formatDay, formatEuro } from '../../lib/format.ts';
import { CsvExportButton } from '../../shell/csv-export-button.tsx';
import type { Drill } from './drill.ts';
import { FiguresTabs } from './figures-tabs.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { ReportLeadsCard } from './report-leads-card.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * From request to customer for a period, grouped by where the leads came from or their kind: the steps as a chart,
 * every group's numbers in a table to sort, each number opening the leads behind it. Admins take it as CSV.
 */
export function ReportScreen() {
  const session = useQuery(sessionQuery);
  const today = berlinToday(Date.now());
  const [period, setPeriod] = useState<ReportPeriod>('this_month');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [group, setGroup] = useState<ReportGrouping>('page');
  const [drill, setDrill] = useState<Drill>();
  const request: ReportRequest = period === 'custom' ? { period, from, to, group } : { period, group };
  const report = useQuery({
    queryKey: ['report', request],
    queryFn: () => deskApi.report({ body: request }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled: period !== 'custom' || (from !== '' && to !== ''),
  });
  const total = report.data?.total;
  const rates = total ? stageRates(total) : undefined;

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Kennzahlen</h1>
      <FiguresTabs />
      <Card as="section" aria-label="Zeitraum und Gruppierung" className="p-4">
        <div className="grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(15rem,16rem))] sm:items-end">
          <div>
            <Label htmlFor="report-period">Zeitraum</Label>
            <Select
              id="report-period"
              value={period}
              onChange={(event) => {
                setPeriod(event.target.value as ReportPeriod);
                setDrill(undefined);
              }}
            >
              {Object.entries(reportPeriods).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          {period === 'custom' && (
            <>
              <div>
                <Label htmlFor="report-from">Vom</Label>
                <Input id="report-from" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
              </div>
              <div>
                <Label htmlFor="report-to">Bis einschließlich</Label>
                <Input id="report-to" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
              </div>
            </>
          )}
          <div>
            <Label htmlFor="report-group">Gruppiert nach</Label>
            <Select
              id="report-group"
              value={group}
              onChange={(event) => {
                setGroup(event.target.value as ReportGrouping);
                setDrill(undefined);
              }}
            >
              {Object.entries(reportGroupings).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          Gezählt werden die Anfragen, die im Zeitraum eingegangen sind (Berliner Zeit, ohne zurückgehaltenen Spam und ohne Kündigungen),
          und was bis heute aus ihnen wurde. Die Herkunft ist, was die Anfrage selbst mitbringt: Formularseite und UTM-Parameter. Die Seite
          vor dem Formular wird nicht erfasst.
        </p>
      </Card>
      {report.error && <Alert>{messageOf(report.error)}</Alert>}
      {report.data && total && rates && (
        <>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
            <Card as="section" aria-label="Verlauf" className="p-5">
              <FunnelChart total={total} />
            </Card>
            <Card as="section" aria-label="Ergebnis" className="p-5">
              <h2 className="mb-2 font-semibold">
                {formatDay(report.data.from)} – {formatDay(report.data.to)}
              </h2>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">Monatswert gewonnen</dt>
                <dd className="font-semibold tabular-nums">{formatEuro(total.monthlyValue)}</dd>
                <dt className="text-slate-600">Anfrage → Kunde</dt>
                <dd className="font-semibold tabular-nums">
                  {rates.customersOfRequests === null ? '–' : `${rates.customersOfRequests} %`}
                </dd>
                <dt className="text-slate-600">Median bis zum Vertrag</dt>
                <dd className="font-semibold tabular-nums">
                  {total.medianDaysToCustomer === null ? '–' : `${total.medianDaysToCustomer.toLocaleString('de-DE')} Tage`}
                </dd>
              </dl>
            </Card>
          </div>
          <Card as="section" aria-label="Zahlen je Zeile" className="p-4">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold">Je {reportGroupings[report.data.group].replace(/ \(.*\)$/, '')}</h2>
              {session.data?.role === 'admin' && (
                <CsvExportButton fetchCsv={() => deskApi.exportReport({ body: request })} fileName="abschluesse.csv" />
              )}
            </div>
            <ReportTable report={report.data} onDrill={setDrill} />
          </Card>
          {drill && <ReportLeadsCard request={request} drill={drill} onClose={() => setDrill(undefined)} />}
        </>
      )}
    </div>
  );
}

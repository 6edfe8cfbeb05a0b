import { Alert } from '@sichtwerk/site/ui/alert';
import { Card } from '@sichtwerk/site/ui/card';
import { useQuery } from '@tanstack/react-query';
import { deskApi, messageOf } from '../../lib/api.ts';
import { formatDuration } from '../../lib/format.ts';
import { FiguresTabs } from '../report/figures-tabs.tsx';
import { KindWeeksCard } from './kind-weeks-card.tsx';

/**
 * Each promised deadline of the last four weeks at a glance (today: the analysis within 48 hours), then each
 * kind's last eight weeks: leads, first response and the promise kept.
 */
export function FiguresScreen() {
  const figures = useQuery({ queryKey: ['figures'], queryFn: () => deskApi.figures(), staleTime: 60_000 });
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Kennzahlen</h1>
      <FiguresTabs />
      {figures.error && <Alert>{messageOf(figures.error)}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        {figures.data?.promises.map((promise) => {
          const decided = promise.kept + promise.broken;
          const hours = Math.round(promise.withinMs / 3_600_000);
          return (
            <Card key={promise.kind} as="section" aria-label={promise.label} className="p-5">
              <h2 className="mb-2 font-semibold">{promise.label}</h2>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{hours} h eingehalten (4 Wochen)</dt>
                <dd className="font-semibold">
                  {decided > 0 ? `${Math.round((promise.kept / decided) * 100)} % (${promise.kept} von ${decided})` : '–'}
                </dd>
                <dt className="text-slate-600">Median bis Erstkontakt</dt>
                <dd className="font-semibold">
                  {promise.medianFirstContactMs === null ? '–' : formatDuration(promise.medianFirstContactMs)}
                </dd>
              </dl>
            </Card>
          );
        })}
      </div>
      {figures.data && (
        <>
          <h2 className="pt-2 text-lg font-semibold">Letzte 8 Wochen</h2>
          <p className="text-sm text-slate-600">
            Wochen von Montag bis Sonntag (Berliner Zeit). Erste Reaktion: vom Eingang bis zum ersten Anrufversuch oder zur ersten
            Statusänderung. Als eingehalten zählt eine Frist, wenn ihr Versprechen rechtzeitig erfüllt wurde; offene Fristen zählen noch
            nicht.
          </p>
          <div className="space-y-4">
            {figures.data.weekly.map((kind) => (
              <KindWeeksCard key={kind.kind} figures={kind} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

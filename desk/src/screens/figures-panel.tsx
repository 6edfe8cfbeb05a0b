import { Fragment, useEffect, useState } from 'react';
import { api, type Figures } from '../lib/api.ts';
import { formatDuration } from '../lib/format.ts';

/** Each promised deadline of the last four weeks at a glance (today: the analysis within 48 hours). */
export function FiguresPanel() {
  const [figures, setFigures] = useState<Figures>();
  useEffect(() => {
    api<Figures>('/figures').then(setFigures, () => undefined);
  }, []);
  if (!figures || figures.promises.length === 0) return null;
  return (
    <dl
      aria-label="Kennzahlen der letzten vier Wochen"
      className="flex flex-wrap gap-4 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      {figures.promises.map((promise) => {
        const decided = promise.kept + promise.broken;
        const hours = Math.round(promise.withinMs / 3_600_000);
        return (
          <Fragment key={promise.kind}>
            <div>
              <dt className="text-xs text-slate-500">
                {promise.label}: {hours} h eingehalten (4 Wochen)
              </dt>
              <dd className="font-semibold">
                {decided > 0 ? `${Math.round((promise.kept / decided) * 100)} % (${promise.kept} von ${decided})` : '–'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{promise.label}: Median bis Erstkontakt</dt>
              <dd className="font-semibold">
                {promise.medianFirstContactMs === null ? '–' : formatDuration(promise.medianFirstContactMs)}
              </dd>
            </div>
          </Fragment>
        );
      })}
    </dl>
  );
}

import { useEffect, useState } from 'react';
import { api, type Figures } from '../lib/api.ts';
import { formatDuration } from '../lib/format.ts';

/** The 48-hour promise of the last four weeks, at a glance. */
export function FiguresPanel() {
  const [figures, setFigures] = useState<Figures>();
  useEffect(() => {
    api<Figures>('/figures').then(setFigures, () => undefined);
  }, []);
  if (!figures) return null;
  const decided = figures.kept + figures.broken;
  return (
    <dl
      aria-label="Kennzahlen der letzten vier Wochen"
      className="flex gap-4 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      <div>
        <dt className="text-xs text-slate-500">48 h eingehalten (4 Wochen)</dt>
        <dd className="font-semibold">
          {decided > 0 ? `${Math.round((figures.kept / decided) * 100)} % (${figures.kept} von ${decided})` : '–'}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500">Median bis Erstkontakt</dt>
        <dd className="font-semibold">{figures.medianFirstContactMs === null ? '–' : formatDuration(figures.medianFirstContactMs)}</dd>
      </div>
    </dl>
  );
}

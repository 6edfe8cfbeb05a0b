/** The desk's figures: each promise kept over the last four weeks, and per kind the last eight weeks. */
import type { Figures } from '@sichtwerk/forms/desk/figures-contract';
import { promiseFigures, promisingForms } from '../../lead-records/promise-figures.ts';
import { weeklyFigures } from '../weekly-figures.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function readFigures({ forms, pool }: Pick<DeskDependencies, 'forms' | 'pool'>): Promise<Figures> {
  const until = new Date();
  const since = new Date(until.getTime() - 28 * 86_400_000);
  const promises = await Promise.all(
    promisingForms(forms).map(async (form) => ({
      kind: form.kind,
      label: form.label.many,
      withinMs: form.promise.withinMs,
      ...(await promiseFigures(pool, form, { since, until })),
    })),
  );
  const weekly = await Promise.all(
    forms.map(async (form) => ({
      kind: form.kind,
      label: form.label.many,
      promiseHours: form.promise ? Math.round(form.promise.withinMs / 3_600_000) : null,
      weeks: await weeklyFigures(pool, form, until),
    })),
  );
  return { since: since.toISOString(), until: until.toISOString(), promises, weekly };
}

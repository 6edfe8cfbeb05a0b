/** The written analysis' refusals: no such request, no analysis yet, or a save that crossed a colleague's. */
import type pg from 'pg';
import { notFound, notPossible } from '../../../../platform/errors/refusals.ts';
import type { AppError } from '../../../../platform/errors/app-error.ts';
import { formatBerlinTimeShort } from '../../../../platform/shared/berlin-time.ts';
import { displayNameOf } from '../../../../platform/staff/users.ts';
import type { Conflict } from '../analysis-repository.ts';

export const noRequest = () => notFound('Diese Analyse-Anfrage gibt es nicht (mehr).');
export const noAnalysis = () => notFound('Zu dieser Anfrage gibt es noch keine Analyse.');

/** 409 naming who saved in between and when; nothing was overwritten. */
export async function conflictError(pool: pg.Pool, conflict: Conflict): Promise<AppError> {
  const who = (await displayNameOf(pool, conflict.updatedBy)) ?? conflict.updatedBy;
  return notPossible(
    `${who} hat die Analyse um ${formatBerlinTimeShort(conflict.updatedAt)} geändert, während du geschrieben hast. ` +
      'Lade die neue Fassung und übernimm deine Änderungen dann noch einmal – überschrieben wurde nichts.',
  );
}

/**
 * Sending (the first version) and correcting (a further one on the same link) share their refusals: a held
 * request, a crossed save, sending twice, correcting before sending, an account without a display name, and
 * an analysis not complete yet (422, each problem named).
 */
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../../../../platform/errors/app-error.ts';
import { notPossible } from '../../../../platform/errors/refusals.ts';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import { findAnalysisRequest } from '../analysis-request.ts';
import { publishAnalysis, type StoredAnalysis } from '../analysis-repository.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { conflictError, noAnalysis, noRequest } from './analysis-refusals.ts';

export async function publishChecked(
  { pool }: Pick<AnalysisDeskDependencies, 'pool'>,
  actor: DeskSession,
  id: string,
  { revision, first }: { revision: number; first: boolean },
): Promise<StoredAnalysis | undefined> {
  const request = await findAnalysisRequest(pool, id);
  if (!request) throw noRequest();
  if (request.spamReason !== null)
    throw notPossible('Diese Anfrage ist zur Prüfung markiert. Bestätige sie zuerst als echt, dann kann die Analyse raus.');
  const outcome = await publishAnalysis(pool, { leadId: id, baseRevision: revision, actor: actor.username, first });
  if (!outcome) throw noAnalysis();
  if ('conflict' in outcome) throw await conflictError(pool, outcome);
  if ('alreadySent' in outcome) throw notPossible('Diese Analyse ist schon gesendet. Änderungen gehen als Korrektur an denselben Link.');
  if ('notSent' in outcome) throw notPossible('Diese Analyse ist noch nicht gesendet; eine Korrektur gibt es erst danach.');
  if ('noDisplayName' in outcome)
    throw notPossible(
      `Dein Konto hat noch keinen Anzeigenamen, den der Kunde als Berater:in lesen kann. Bitte die Administration: npm run users -- name ${actor.username} "Vorname Nachname"`,
      422,
    );
  if ('incomplete' in outcome)
    throw new AppError({
      code: errorCodes.notPossible,
      status: 422,
      message: outcome.incomplete[0] ?? 'Die Analyse ist noch nicht vollständig.',
      fields: Object.fromEntries(outcome.incomplete.map((problem, index) => [`problem${index + 1}`, problem])),
    });
  return 'published' in outcome ? outcome.published : undefined;
}

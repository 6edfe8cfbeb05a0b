/**
 * The desk's analysis endpoints under /vertrieb/api/leads/<id>/analysis: open (start the draft from the
 * pre-check), read, save the draft against the revision it started from (409 naming who saved in between),
 * the preview page (exactly the visitor's page, from the draft), send (once) and publish a correction. Thin:
 * each validates and calls analysis-repository.ts. Mounted before the desk's own JSON parser, with room for a
 * whole analysis (the desk's other bodies are a few hundred bytes).
 */
import { analysisRatings, analysisSections } from '@sichtwerk/content/analysis-result';
import type { AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { errorCodes } from '@sichtwerk/forms/error-body';
import express, { Router, type Response } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { websiteCheckFromJson, websiteCheckJsonSql } from '../website-check/repository.ts';
import { requireSession, sessionOf } from '../../../platform/staff/desk-session.ts';
import type { SessionTimes } from '../../../platform/staff/sessions.ts';
import { displayNameOf } from '../../../platform/staff/users.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { pageFrameOf } from '../../../platform/http/form-post.ts';
import type { Logger } from '../../../platform/logger.ts';
import { formatBerlinTimeShort } from '../../../platform/shared/berlin-time.ts';
import { sendPersonalPage } from '../../../platform/http/visitor-page.ts';
import { analysisBounds, analysisContentSchema, ratingKeys, sendProblems } from './analysis-content.ts';
import type { AnalysisMailQueue } from './analysis-mail-queue.ts';
import {
  openAnalysis,
  publishAnalysis,
  readAnalysis,
  saveDraft,
  type Conflict,
  type PublishOutcome,
  type StoredAnalysis,
} from './analysis-repository.ts';
import { resultPage } from './result-page.ts';

export interface AnalysisApiDependencies {
  pool: pg.Pool;
  sessionTimes: SessionTimes;
  analysisMailQueue: AnalysisMailQueue;
  retentionDays: number;
  logger: Logger;
}

const leadIdParams = z.object({ id: z.uuid({ message: 'Diese Lead-Nummer ist ungültig.' }) });
const revision = z.number({ message: 'Die Fassung (revision) fehlt.' }).int().positive();
const saveBody = z.strictObject({ revision, content: analysisContentSchema }, { message: 'Bitte nur Fassung und Inhalt senden.' });
const publishBody = z.strictObject({ revision }, { message: 'Bitte nur die Fassung senden.' });

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || 'anfrage'] ??= issue.message;
  throw new AppError({
    code: errorCodes.validationFailed,
    status: 400,
    message: Object.values(fields)[0] ?? 'Die Anfrage ist ungültig.',
    fields,
  });
}

const noLead = () => new AppError({ code: errorCodes.notFound, status: 404, message: 'Diese Analyse-Anfrage gibt es nicht (mehr).' });
const noAnalysis = () => new AppError({ code: errorCodes.notFound, status: 404, message: 'Zu dieser Anfrage gibt es noch keine Analyse.' });
const notPossible = (message: string, status = 409) => new AppError({ code: errorCodes.notPossible, status, message });

async function conflictError(pool: pg.Pool, conflict: Conflict): Promise<AppError> {
  const who = (await displayNameOf(pool, conflict.updatedBy)) ?? conflict.updatedBy;
  return notPossible(
    `${who} hat die Analyse um ${formatBerlinTimeShort(conflict.updatedAt)} geändert, während du geschrieben hast. ` +
      'Lade die neue Fassung und übernimm deine Änderungen dann noch einmal – überschrieben wurde nichts.',
  );
}

/** What the editor needs: the stored analysis, what sending still lacks, and the vocabulary in order. */
async function editorView(pool: pg.Pool, analysis: StoredAnalysis, username: string): Promise<AnalysisEditorView> {
  return {
    leadId: analysis.leadId,
    revision: analysis.revision,
    content: analysis.draft,
    updatedAt: analysis.updatedAt.toISOString(),
    updatedBy: (await displayNameOf(pool, analysis.updatedBy)) ?? analysis.updatedBy,
    sentAt: analysis.sentAt?.toISOString() ?? null,
    sentBy: analysis.sentBy,
    mail: analysis.mailSentAt
      ? { state: 'sent' as const, at: analysis.mailSentAt.toISOString() }
      : analysis.mailError
        ? { state: 'failed' as const, error: analysis.mailError }
        : analysis.sentAt
          ? { state: 'pending' as const }
          : null,
    versions: analysis.versions.map((version) => ({ ...version, publishedAt: version.publishedAt.toISOString() })),
    // The service's content type is the contract's, checked here by the compiler.
    problems: sendProblems(analysis.draft),
    adviserName: await displayNameOf(pool, username),
    sections: analysisSections.map((section) => ({ key: section.key, title: section.title })),
    ratings: ratingKeys.map((key) => ({ key, label: analysisRatings[key] })),
    bounds: analysisBounds,
  };
}

export function analysisApi(deps: AnalysisApiDependencies): Router {
  const { pool } = deps;
  const router = Router();
  const signedIn = requireSession(pool, deps.sessionTimes);
  const json = express.json({ limit: '64kb', type: () => true });
  const base = '/leads/:id/analysis';

  /** The analysis request behind the id: its status, spam flag and stored pre-check. */
  async function requestOf(id: string) {
    const { rows } = await pool.query<{ spam_reason: string | null; website_check: unknown }>(
      `SELECT spam_reason, ${websiteCheckJsonSql('contact_submissions.id')} AS website_check FROM contact_submissions WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw noLead();
    return { spamReason: row.spam_reason, websiteCheck: websiteCheckFromJson(row.website_check) };
  }

  const answer = async (res: Response, analysis: StoredAnalysis | undefined) => {
    if (!analysis) throw noAnalysis();
    res.json(await editorView(pool, analysis, sessionOf(res).username));
  };

  router.post(base, signedIn, json, async (req, res) => {
    const { id } = parse(leadIdParams, req.params);
    const request = await requestOf(id);
    await answer(res, await openAnalysis(pool, id, sessionOf(res).username, request.websiteCheck));
  });

  router.get(base, signedIn, async (req, res) => {
    const { id } = parse(leadIdParams, req.params);
    await answer(res, await readAnalysis(pool, id));
  });

  router.post(`${base}/draft`, signedIn, json, async (req, res) => {
    const { id } = parse(leadIdParams, req.params);
    const body = parse(saveBody, req.body);
    const outcome = await saveDraft(pool, {
      leadId: id,
      content: body.content,
      baseRevision: body.revision,
      actor: sessionOf(res).username,
    });
    if (outcome && 'conflict' in outcome) throw await conflictError(pool, outcome);
    await answer(res, outcome?.saved);
  });

  router.get(`${base}/preview`, signedIn, async (req, res) => {
    const { id } = parse(leadIdParams, req.params);
    const analysis = await readAnalysis(pool, id);
    if (!analysis) throw noAnalysis();
    const { rows } = await pool.query<{ company: string; retain_until: Date }>(
      'SELECT company, submitted_at + make_interval(days => $2) AS retain_until FROM contact_submissions WHERE id = $1',
      [id, deps.retentionDays],
    );
    const lead = rows[0];
    if (!lead) throw noLead();
    const first = analysis.versions[0];
    const now = new Date();
    await sendPersonalPage(
      res,
      pageFrameOf(req.app),
      200,
      resultPage({
        company: lead.company,
        adviserName: (await displayNameOf(pool, sessionOf(res).username)) ?? sessionOf(res).username,
        sentAt: first?.publishedAt ?? now,
        changedAt: first ? now : null,
        retainUntil: lead.retain_until,
        content: analysis.draft,
      }),
    );
  });

  async function publish(res: Response, id: string, body: { revision: number }, first: boolean): Promise<PublishOutcome> {
    const request = await requestOf(id);
    if (request.spamReason !== null)
      throw notPossible('Diese Anfrage ist zur Prüfung markiert. Bestätige sie zuerst als echt, dann kann die Analyse raus.');
    const outcome = await publishAnalysis(pool, { leadId: id, baseRevision: body.revision, actor: sessionOf(res).username, first });
    if (!outcome) throw noAnalysis();
    if ('conflict' in outcome) throw await conflictError(pool, outcome);
    if ('alreadySent' in outcome) throw notPossible('Diese Analyse ist schon gesendet. Änderungen gehen als Korrektur an denselben Link.');
    if ('notSent' in outcome) throw notPossible('Diese Analyse ist noch nicht gesendet; eine Korrektur gibt es erst danach.');
    if ('noDisplayName' in outcome)
      throw notPossible(
        `Dein Konto hat noch keinen Anzeigenamen, den der Kunde als Berater:in lesen kann. Bitte die Administration: npm run users -- name ${sessionOf(res).username} "Vorname Nachname"`,
        422,
      );
    if ('incomplete' in outcome)
      throw new AppError({
        code: errorCodes.notPossible,
        status: 422,
        message: outcome.incomplete[0] ?? 'Die Analyse ist noch nicht vollständig.',
        fields: Object.fromEntries(outcome.incomplete.map((problem, index) => [`problem${index + 1}`, problem])),
      });
    return outcome;
  }

  router.post(`${base}/send`, signedIn, json, async (req, res) => {
    const { id } = parse(leadIdParams, req.params);
    const outcome = await publish(res, id, parse(publishBody, req.body), true);
    // Committed: if Redis is away now, the sweeper queues the mail on its next pass.
    await deps.analysisMailQueue
      .enqueue(id)
      .catch((error: unknown) => deps.logger.warn({ leadId: id, err: error }, 'analysis mail not queued; the sweeper will'));
    await answer(res, outcome && 'published' in outcome ? outcome.published : undefined);
  });

  router.post(`${base}/correct`, signedIn, json, async (req, res) => {
    const { id } = parse(leadIdParams, req.params);
    const outcome = await publish(res, id, parse(publishBody, req.body), false);
    await answer(res, outcome && 'published' in outcome ? outcome.published : undefined);
  });

  return router;
}

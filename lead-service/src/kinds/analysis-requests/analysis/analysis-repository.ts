/**
 * The analyses, analysis_versions and analysis_links tables (migrations/027_analyses.sql): the draft staff
 * write, saved with a revision so that a later save never silently overwrites an earlier one; sending, which
 * publishes version 1 and moves the lead to „Analyse verschickt“ in one transaction; corrections as further
 * versions; and the lookup behind the visitor's link. Every action is recorded in the lead's history.
 */
import type pg from 'pg';
import { withTransaction } from '../../../platform/db/with-transaction.ts';
import { recordLeadEvent } from '../../../kind-kit/lead-events.ts';
import { recordPromiseState } from '../../../kind-kit/lead-promise.ts';
import { analysisPromise } from '../reminders.ts';
import { analysisRequestIdentity } from '../identity.ts';
import { displayNameOf } from '../../../platform/staff/users.ts';
import { analysisContentSchema, type AnalysisContent } from '@sichtwerk/forms/desk/analysis-contract';
import { sendProblems } from './analysis-content.ts';
import { prefillAnalysis } from './prefill.ts';
import type { WebsiteCheck } from '../website-check/repository.ts';

const kind = analysisRequestIdentity.kind;

/** Statuses from which sending moves the lead on to „Analyse verschickt“; a lead further along keeps its status. */
const statusesBeforeSending: readonly string[] = ['new', 'in_progress'];
export const sentStatus = 'analysis_sent';

/** Two saves by the same person within this time make one history entry. */
const editEntryWindowMs = 30 * 60 * 1000;

export interface AnalysisVersionInfo {
  version: number;
  publishedAt: Date;
  publishedBy: string;
  adviserName: string;
}

export interface StoredAnalysis {
  leadId: string;
  draft: AnalysisContent;
  revision: number;
  updatedAt: Date;
  updatedBy: string;
  sentAt: Date | null;
  sentBy: string | null;
  mailSentAt: Date | null;
  mailError: string | null;
  versions: AnalysisVersionInfo[];
}

interface AnalysisRow {
  lead_id: string;
  draft: unknown;
  revision: number;
  updated_at: Date;
  updated_by: string;
  sent_at: Date | null;
  sent_by: string | null;
  mail_sent_at: Date | null;
  mail_error: string | null;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The stored draft is read through the schema too: a row written by an older version still parses or shows as empty. */
function parseDraft(raw: unknown): AnalysisContent {
  const parsed = analysisContentSchema.safeParse(raw);
  return parsed.success ? parsed.data : prefillAnalysis(null);
}

async function readRow(db: Queryable, leadId: string, lock = false): Promise<AnalysisRow | undefined> {
  const { rows } = await db.query<AnalysisRow>(
    `SELECT lead_id::text AS lead_id, draft, revision, updated_at, updated_by, sent_at, sent_by, mail_sent_at, mail_error
       FROM analyses WHERE lead_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [leadId],
  );
  return rows[0];
}

export async function readAnalysis(db: Queryable, leadId: string): Promise<StoredAnalysis | undefined> {
  const row = await readRow(db, leadId);
  if (!row) return undefined;
  const versions = await db.query<{ version: number; published_at: Date; published_by: string; adviser_name: string }>(
    'SELECT version, published_at, published_by, adviser_name FROM analysis_versions WHERE lead_id = $1 ORDER BY version LIMIT 100',
    [leadId],
  );
  return {
    leadId: row.lead_id,
    draft: parseDraft(row.draft),
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
    mailSentAt: row.mail_sent_at,
    mailError: row.mail_error,
    versions: versions.rows.map((version) => ({
      version: version.version,
      publishedAt: version.published_at,
      publishedBy: version.published_by,
      adviserName: version.adviser_name,
    })),
  };
}

/**
 * The lead's analysis, started on first open from its website pre-check; undefined when there is no such
 * analysis request. Two colleagues opening it at once get the same draft (the first insert wins).
 */
export async function openAnalysis(
  pool: pg.Pool,
  leadId: string,
  actor: string,
  websiteCheck: WebsiteCheck | null,
): Promise<StoredAnalysis | undefined> {
  const existing = await readAnalysis(pool, leadId);
  if (existing) return existing;
  const draft = prefillAnalysis(websiteCheck);
  await withTransaction(pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO analyses (lead_id, draft, created_by, updated_by)
       SELECT $1, $2::jsonb, $3, $3 WHERE EXISTS (SELECT 1 FROM contact_submissions WHERE id = $1)
       ON CONFLICT (lead_id) DO NOTHING`,
      [leadId, JSON.stringify(draft), actor],
    );
    if ((inserted.rowCount ?? 0) > 0)
      await recordLeadEvent(client, {
        leadId,
        leadKind: kind,
        actor,
        action: 'analysis_started',
        detail: { prefilled: websiteCheck !== null },
      });
  });
  return readAnalysis(pool, leadId);
}

/** Someone else saved (or sent) since the draft the request started from. */
export interface Conflict {
  conflict: true;
  revision: number;
  updatedBy: string;
  updatedAt: Date;
}

export type SaveOutcome = { saved: StoredAnalysis } | Conflict | undefined;

function conflictOf(row: AnalysisRow): Conflict {
  return { conflict: true, revision: row.revision, updatedBy: row.updated_by, updatedAt: row.updated_at };
}

/** One history entry per person and half hour of editing: the history shows who worked on it, not every autosave. */
async function recordEdit(db: Queryable, leadId: string, actor: string, revision: number): Promise<void> {
  const { rows } = await db.query<{ actor: string | null; at: Date }>(
    `SELECT actor, at FROM lead_events WHERE lead_id = $1 AND action = 'analysis_edited' ORDER BY at DESC, id DESC LIMIT 1`,
    [leadId],
  );
  const last = rows[0];
  const recent = last && last.actor === actor && Date.now() - last.at.getTime() < editEntryWindowMs;
  if (!recent) await recordLeadEvent(db, { leadId, leadKind: kind, actor, action: 'analysis_edited', detail: { revision } });
}

/** Saves the draft if nobody saved since `baseRevision`; a sent analysis' draft is the next correction. */
export async function saveDraft(
  pool: pg.Pool,
  input: { leadId: string; content: AnalysisContent; baseRevision: number; actor: string },
): Promise<SaveOutcome> {
  const outcome = await withTransaction(pool, async (client, rollback): Promise<SaveOutcome | 'saved'> => {
    const row = await readRow(client, input.leadId, true);
    if (!row) {
      rollback();
      return undefined;
    }
    if (row.revision !== input.baseRevision) {
      rollback();
      return conflictOf(row);
    }
    await client.query(
      'UPDATE analyses SET draft = $2::jsonb, revision = revision + 1, updated_at = now(), updated_by = $3 WHERE lead_id = $1',
      [input.leadId, JSON.stringify(input.content), input.actor],
    );
    await recordEdit(client, input.leadId, input.actor, row.revision + 1);
    return 'saved';
  });
  if (outcome !== 'saved') return outcome;
  const saved = await readAnalysis(pool, input.leadId);
  return saved ? { saved } : undefined;
}

export type PublishOutcome =
  | { published: StoredAnalysis; version: number }
  | Conflict
  | { alreadySent: true }
  | { notSent: true }
  | { incomplete: string[] }
  | { noDisplayName: true }
  | undefined;

/**
 * Publishes the draft as the visitor's version: `first` sends it (version 1, status „Analyse verschickt“, the
 * mail is then queued by the caller), otherwise a correction of a sent analysis (the next version). The
 * adviser's name is the publishing account's display name, copied into the version.
 */
export async function publishAnalysis(
  pool: pg.Pool,
  input: { leadId: string; baseRevision: number; actor: string; first: boolean },
): Promise<PublishOutcome> {
  let version = 0;
  const outcome = await withTransaction(pool, async (client, rollback): Promise<PublishOutcome | 'published'> => {
    // The lead first, then its analysis: the same order as a status change, so the two never deadlock.
    const lead = (
      await client.query<{ status: string }>("SELECT status FROM leads WHERE id = $1 AND kind = 'analysis-request' FOR UPDATE", [
        input.leadId,
      ])
    ).rows[0];
    const row = lead ? await readRow(client, input.leadId, true) : undefined;
    const refuse = async (outcome: PublishOutcome) => {
      rollback();
      return outcome;
    };
    if (!lead || !row) return await refuse(undefined);
    if (input.first && row.sent_at) return await refuse({ alreadySent: true });
    if (!input.first && !row.sent_at) return await refuse({ notSent: true });
    if (row.revision !== input.baseRevision) return await refuse(conflictOf(row));
    const content = parseDraft(row.draft);
    const problems = sendProblems(content);
    if (problems.length > 0) return await refuse({ incomplete: problems });
    const adviserName = await displayNameOf(client, input.actor);
    if (!adviserName) return await refuse({ noDisplayName: true });
    const next = await client.query<{ version: number }>(
      `INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_by)
       SELECT $1, coalesce(max(version), 0) + 1, $2::jsonb, $3, $4 FROM analysis_versions WHERE lead_id = $1
       RETURNING version`,
      [input.leadId, JSON.stringify(content), adviserName, input.actor],
    );
    version = next.rows[0]?.version ?? 1;
    // A correction that completes an analysis sent incomplete before the rule keeps the promise from now on.
    await recordPromiseState(client, analysisPromise, input.leadId);
    if (input.first) {
      await client.query('UPDATE analyses SET sent_at = now(), sent_by = $2 WHERE lead_id = $1', [input.leadId, input.actor]);
      if (statusesBeforeSending.includes(lead.status)) {
        await client.query(
          `UPDATE leads SET status = $2, status_changed_at = now(), first_handled_at = coalesce(first_handled_at, now()) WHERE id = $1`,
          [input.leadId, sentStatus],
        );
        await recordLeadEvent(client, {
          leadId: input.leadId,
          leadKind: kind,
          actor: input.actor,
          action: 'status_changed',
          detail: { from: lead.status, to: sentStatus },
        });
      }
    }
    await recordLeadEvent(client, {
      leadId: input.leadId,
      leadKind: kind,
      actor: input.actor,
      action: input.first ? 'analysis_sent' : 'analysis_corrected',
      detail: { version },
    });
    return 'published';
  });
  if (outcome !== 'published') return outcome;
  const published = await readAnalysis(pool, input.leadId);
  return published ? { published, version } : undefined;
}

/** What the visitor's page shows: the newest version and the lead's few facts. */
export interface PublishedResult {
  leadId: string;
  company: string;
  submittedAt: Date;
  content: AnalysisContent;
  adviserName: string;
  version: number;
  /** Version 1's time: when the analysis was sent. */
  sentAt: Date;
  /** The newest version's time; equal to sentAt until a correction. */
  changedAt: Date;
  /** The retention purge deletes the lead (and this result) after this moment. */
  retainUntil: Date;
}

/**
 * The result behind a link, or undefined for a hash no link has, a lead erased or purged, and one past its
 * retention that the daily purge has not reached yet: all answer alike.
 */
export async function findPublishedResult(db: Queryable, tokenHash: Buffer, retentionDays: number): Promise<PublishedResult | undefined> {
  const { rows } = await db.query<{
    lead_id: string;
    company: string;
    submitted_at: Date;
    content: unknown;
    adviser_name: string;
    version: number;
    published_at: Date;
    first_published_at: Date;
    retain_until: Date;
  }>(
    `SELECT s.id::text AS lead_id, s.company, s.submitted_at, v.content, v.adviser_name, v.version, v.published_at,
            (SELECT min(published_at) FROM analysis_versions f WHERE f.lead_id = s.id) AS first_published_at,
            s.submitted_at + make_interval(days => $2) AS retain_until
       FROM analysis_links l
       JOIN (leads JOIN contact_submissions USING (id)) AS s ON s.id = l.lead_id
       JOIN LATERAL (SELECT * FROM analysis_versions v WHERE v.lead_id = s.id ORDER BY version DESC LIMIT 1) v ON true
      WHERE l.token_hash = $1 AND s.submitted_at + make_interval(days => $2) > now()`,
    [tokenHash, retentionDays],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    leadId: row.lead_id,
    company: row.company,
    submittedAt: row.submitted_at,
    content: parseDraft(row.content),
    adviserName: row.adviser_name,
    version: row.version,
    sentAt: row.first_published_at,
    changedAt: row.published_at,
    retainUntil: row.retain_until,
  };
}

/**
 * The pipeline's bookkeeping of every lead, in plain SQL (migrations/074_one_lead_table.sql): `leads.enqueued_at`
 * for a queued job, per mail a `lead_mails` row whose `sent_at` (sent; set once, so each mail goes out at most
 * once) or `error` (given up) ends it, and `leads.spam_reason` (kind-kit/spam.ts): a lead held as spam has no
 * mail to send and is never pending. Table, kind and mail names come from the kinds' fixed specs and are checked
 * here; values are always bound parameters, so no visitor input ever reaches an identifier or the SQL text.
 */
import type pg from 'pg';
import { coalesceWhileBusy } from '../platform/shared/coalesce-while-busy.ts';
import { deliverableSql, isHeld, isSpamReason, type SpamReason } from '../kind-kit/spam.ts';

export interface PipelineTableSpec<Mail extends string> {
  /** e.g. 'referral': the leads' `kind`. */
  kind: string;
  /** e.g. ['acknowledgement', 'notification']; the order is the sending order. */
  mails: readonly Mail[];
}

export interface PendingRow {
  id: string;
  enqueuedAt: Date | null;
}

export interface DeliveryState<Mail extends string> {
  /** Mails with neither sent_at nor error, in sending order; empty for a row held as spam. */
  unsent: Mail[];
  spamReason: SpamReason | null;
  /** What became of each mail so far: the team's notification tells whether the visitor was mailed. */
  outcomes: Record<Mail, MailOutcome>;
}

export interface MailOutcome {
  sentAt: Date | null;
  error: string | null;
}

export interface PipelineTable<Mail extends string> {
  markEnqueued(id: string): Promise<void>;
  markMailSent(id: string, mail: Mail): Promise<void>;
  recordMailError(id: string, mail: Mail, message: string): Promise<void>;
  /** The row's mails with neither sent_at nor error, in sending order, and its spam flag; undefined when the row does not exist. */
  deliveryState(id: string): Promise<DeliveryState<Mail> | undefined>;
  /** Rows older than `minAgeMs` that were never queued or still have a mail to send (the lead job's sweep, pipeline/lead-job.ts). */
  findPending(minAgeMs: number, limit: number): Promise<PendingRow[]>;
}

const identifier = /^[a-z][a-z0-9_]{0,40}$/;

/** The name, if it is a plain lower-case SQL identifier; the descriptors' names are checked before any SQL is built. */
export function assertIdentifier(name: string): string {
  if (!identifier.test(name)) throw new Error(`not a safe SQL identifier: ${name}`);
  return name;
}

/**
 * What every lead has, in `leads` (migrations/074): an insert's extra column among these goes there, not to the kind's
 * table. After the four that identify the lead, in the order the operator tools print and export them
 * (lead-records/record-tables.ts).
 */
export const leadColumns: ReadonlySet<string> = new Set([
  'id',
  'kind',
  'submitted_at',
  'retain_until',
  'enqueued_at',
  'spam_reason',
  'status',
  'status_changed_at',
  'first_handled_at',
  'source',
  'reference',
  'owner_id',
  'follow_up_at',
  'search_text',
  'promise_due_at',
  'promise_kept_at',
  'analysis_sent_at',
  'call_booked_at',
  'call_held_at',
  'won_contract_date',
  'won_monthly_value',
]);

const kindName = /^[a-z][a-z0-9-]{0,40}$/;

/** `kind = '<kind>'`: a lead of this kind; the kind is a descriptor's name, checked before it becomes SQL text. */
export function ofKindSql(kind: string, alias?: string): string {
  if (!kindName.test(kind)) throw new Error(`not a safe lead kind: ${kind}`);
  return `${alias ? `${assertIdentifier(alias)}.` : ''}kind = '${kind}'`;
}

/**
 * A kind's leads with their kind's fields, as one row source under `alias`: `(leads JOIN <table> USING (id))`.
 * The alias hides both tables, so `alias.status` and `alias.company` name the lead's and the kind's columns alike.
 */
export function leadRowsOf(table: string, alias: string = table): string {
  return `(leads JOIN ${assertIdentifier(table)} USING (id)) AS ${assertIdentifier(alias)}`;
}

/** A lead's mail as the columns `<mail>_sent_at` and `<mail>_error` of a select over `alias` (leadRowsOf). */
export function mailSelectItems(mails: readonly string[], alias: string): string[] {
  return mails.flatMap((mail) => {
    assertIdentifier(mail);
    const of = (column: string) =>
      `(SELECT m.${column} FROM lead_mails m WHERE m.lead_id = ${assertIdentifier(alias)}.id AND m.mail = '${mail}') AS ${mail}_${column}`;
    return [of('sent_at'), of('error')];
  });
}

/**
 * "Still has work": not held as spam, and never queued or a mail neither sent nor given up, over `leads` (alias
 * l). Two partial indexes keep the sweeper's two looks small however many finished leads there are:
 * leads_unqueued_idx and lead_mails_unsent_idx (migrations/074).
 */
export const pendingPredicate = `${deliverableSql} AND (l.enqueued_at IS NULL OR EXISTS (
  SELECT 1 FROM lead_mails m WHERE m.lead_id = l.id AND m.sent_at IS NULL AND m.error IS NULL))`;

/** Error texts are stored for operators; a bound keeps a chatty SMTP server from bloating rows. */
const maxErrorLength = 1_000;

export function createPipelineTable<Mail extends string>(pool: pg.Pool, spec: PipelineTableSpec<Mail>): PipelineTable<Mail> {
  for (const name of spec.mails) assertIdentifier(name);
  if (spec.mails.length === 0) throw new Error(`${spec.kind}: a lead kind needs at least one mail`);
  const known = new Set<string>(spec.mails);
  const knownMail = (mail: Mail) => {
    // The type already says so; this keeps a cast or an untyped caller from reaching a row of another mail.
    if (!known.has(mail)) throw new Error(`${spec.kind} has no mail ${String(mail)}`);
    return mail;
  };

  const stateSql = `SELECT l.spam_reason, m.mail, m.sent_at, m.error
     FROM leads l LEFT JOIN lead_mails m ON m.lead_id = l.id WHERE l.id = $1 AND l.kind = $2`;
  // The two looks, each through its partial index, merged oldest first.
  const pendingSql = `SELECT id, enqueued_at FROM (
       SELECT l.id, l.enqueued_at, l.submitted_at FROM leads l
        WHERE l.enqueued_at IS NULL AND ${deliverableSql} AND l.kind = $3
          AND l.submitted_at < now() - make_interval(secs => $1::double precision / 1000)
       UNION
       SELECT l.id, l.enqueued_at, l.submitted_at FROM lead_mails m JOIN leads l ON l.id = m.lead_id
        WHERE m.sent_at IS NULL AND m.error IS NULL AND ${deliverableSql} AND l.kind = $3
          AND l.submitted_at < now() - make_interval(secs => $1::double precision / 1000)
     ) AS pending
     ORDER BY submitted_at
     LIMIT $2`;

  async function deliveryState(id: string): Promise<DeliveryState<Mail> | undefined> {
    const rows = (
      await pool.query<{ spam_reason: unknown; mail: string | null; sent_at: Date | null; error: string | null }>(stateSql, [id, spec.kind])
    ).rows;
    const first = rows[0];
    if (!first) return undefined;
    const spamReason = isSpamReason(first.spam_reason) ? first.spam_reason : null;
    const byMail = new Map(rows.map((row) => [row.mail, row]));
    const outcomes = Object.fromEntries(
      spec.mails.map((mail) => [mail, { sentAt: byMail.get(mail)?.sent_at ?? null, error: byMail.get(mail)?.error ?? null }]),
    ) as Record<Mail, MailOutcome>;
    return {
      unsent: isHeld(spamReason) ? [] : spec.mails.filter((mail) => !outcomes[mail].sentAt && !outcomes[mail].error),
      spamReason,
      outcomes,
    };
  }

  // Every form post marks its row after the queue took the job: under load the marks of posts that arrive while
  // one UPDATE runs go together in the next, one database round trip for many posts.
  const markEnqueued = coalesceWhileBusy(async (ids: string[]) => {
    await pool.query('UPDATE leads SET enqueued_at = now() WHERE id = ANY($1::uuid[]) AND enqueued_at IS NULL', [ids]);
  });

  return {
    markEnqueued,

    async markMailSent(id, mail) {
      await pool.query('UPDATE lead_mails SET sent_at = now() WHERE lead_id = $1 AND mail = $2 AND sent_at IS NULL', [id, knownMail(mail)]);
    },

    async recordMailError(id, mail, message) {
      await pool.query('UPDATE lead_mails SET error = $3 WHERE lead_id = $1 AND mail = $2', [
        id,
        knownMail(mail),
        message.slice(0, maxErrorLength),
      ]);
    },

    deliveryState,

    async findPending(minAgeMs, limit) {
      const result = await pool.query<{ id: string; enqueued_at: Date | null }>(pendingSql, [minAgeMs, limit, spec.kind]);
      return result.rows.map((row) => ({ id: row.id, enqueuedAt: row.enqueued_at }));
    },
  };
}

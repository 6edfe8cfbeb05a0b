/**
 * The bookkeeping every lead table shares, in plain SQL: `enqueued_at` for a queued job, per mail
 * `<mail>_sent_at` (sent; set once, so each mail goes out at most once) and `<mail>_error` (given up), and
 * `spam_reason` (kind-kit/spam.ts): a row held as spam has no mail to send and is never pending.
 * Table and column names come from the kinds' fixed specs and are checked here; values are always bound
 * parameters, so no visitor input ever reaches an identifier or the SQL text.
 */
import type pg from 'pg';
import { coalesceWhileBusy } from '../platform/shared/coalesce-while-busy.ts';
import { deliverableSql, isSpamReason, type SpamReason } from '../kind-kit/spam.ts';

export interface PipelineTableSpec<Mail extends string> {
  /** e.g. 'referrals' */
  name: string;
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

const unsent = (mail: string) => `(${mail}_sent_at IS NULL AND ${mail}_error IS NULL)`;

/**
 * "Still has work": not held as spam, and never queued or a mail neither sent nor given up. Each table's
 * partial index `<table>_pending_idx` on (submitted_at) has exactly this predicate (test/lead-forms.test.ts),
 * so the sweeper's scan stays small however many finished rows there are.
 */
export function pendingPredicate(mails: readonly string[]): string {
  for (const mail of mails) assertIdentifier(mail);
  return `${deliverableSql} AND (enqueued_at IS NULL OR ${mails.map(unsent).join(' OR ')})`;
}

/** Error texts are stored for operators; a bound keeps a chatty SMTP server from bloating rows. */
const maxErrorLength = 1_000;

export function createPipelineTable<Mail extends string>(pool: pg.Pool, spec: PipelineTableSpec<Mail>): PipelineTable<Mail> {
  for (const name of [spec.name, ...spec.mails]) assertIdentifier(name);
  if (spec.mails.length === 0) throw new Error(`${spec.name}: a lead table needs at least one mail`);
  const table = spec.name;
  const known = new Set<string>(spec.mails);
  const column = (mail: Mail, suffix: 'sent_at' | 'error') => {
    // The type already says so; this keeps a cast or an untyped caller from reaching the SQL text.
    if (!known.has(mail)) throw new Error(`${table} has no mail ${String(mail)}`);
    return `${mail}_${suffix}`;
  };

  const unsentSql = `SELECT ${spec.mails.map((mail) => `(${deliverableSql} AND ${unsent(mail)}) AS ${mail}, ${mail}_sent_at, ${mail}_error`).join(', ')}, spam_reason
     FROM ${table} WHERE id = $1`;
  const pendingSql = `SELECT id, enqueued_at FROM ${table}
     WHERE submitted_at < now() - make_interval(secs => $1::double precision / 1000)
       AND ${pendingPredicate(spec.mails)}
     ORDER BY submitted_at
     LIMIT $2`;

  async function deliveryState(id: string): Promise<DeliveryState<Mail> | undefined> {
    const row = (await pool.query<Record<string, unknown>>(unsentSql, [id])).rows[0];
    if (!row) return undefined;
    const outcomes = Object.fromEntries(
      spec.mails.map((mail) => [
        mail,
        { sentAt: (row[`${mail}_sent_at`] as Date | null) ?? null, error: (row[`${mail}_error`] as string | null) ?? null },
      ]),
    ) as Record<Mail, MailOutcome>;
    return {
      unsent: spec.mails.filter((mail) => row[mail] === true),
      spamReason: isSpamReason(row.spam_reason) ? row.spam_reason : null,
      outcomes,
    };
  }

  // Every form post marks its row after the queue took the job: under load the marks of posts that arrive while
  // one UPDATE runs go together in the next, one database round trip for many posts.
  const markEnqueued = coalesceWhileBusy(async (ids: string[]) => {
    await pool.query(`UPDATE ${table} SET enqueued_at = now() WHERE id = ANY($1::uuid[]) AND enqueued_at IS NULL`, [ids]);
  });

  return {
    markEnqueued,

    async markMailSent(id, mail) {
      const sentAt = column(mail, 'sent_at');
      await pool.query(`UPDATE ${table} SET ${sentAt} = now() WHERE id = $1 AND ${sentAt} IS NULL`, [id]);
    },

    async recordMailError(id, mail, message) {
      await pool.query(`UPDATE ${table} SET ${column(mail, 'error')} = $2 WHERE id = $1`, [id, message.slice(0, maxErrorLength)]);
    },

    deliveryState,

    async findPending(minAgeMs, limit) {
      const result = await pool.query<{ id: string; enqueued_at: Date | null }>(pendingSql, [minAgeMs, limit]);
      return result.rows.map((row) => ({ id: row.id, enqueuedAt: row.enqueued_at }));
    },
  };
}

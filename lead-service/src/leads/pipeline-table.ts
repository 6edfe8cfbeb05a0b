/**
 * The bookkeeping every lead table shares, in plain SQL: `enqueued_at` for a queued job, and per mail
 * `<mail>_sent_at` (sent; set once, so each mail goes out at most once) and `<mail>_error` (given up).
 * Table and column names come from the kinds' fixed specs and are checked here; values are always bound
 * parameters, so no visitor input ever reaches an identifier or the SQL text.
 */
import type pg from 'pg';

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

export interface PipelineTable<Mail extends string> {
  markEnqueued(id: string): Promise<void>;
  markMailSent(id: string, mail: Mail): Promise<void>;
  recordMailError(id: string, mail: Mail, message: string): Promise<void>;
  /** The row's mails with neither sent_at nor error, in sending order; undefined when the row does not exist. */
  unsentMails(id: string): Promise<Mail[] | undefined>;
  /** Rows older than `minAgeMs` that were never queued or still have a mail to send (sweeper.ts). */
  findPending(minAgeMs: number, limit: number): Promise<PendingRow[]>;
}

const identifier = /^[a-z][a-z0-9_]{0,40}$/;

/** Error texts are stored for operators; a bound keeps a chatty SMTP server from bloating rows. */
const maxErrorLength = 1_000;

export function createPipelineTable<Mail extends string>(pool: pg.Pool, spec: PipelineTableSpec<Mail>): PipelineTable<Mail> {
  for (const name of [spec.name, ...spec.mails]) {
    if (!identifier.test(name)) throw new Error(`not a safe SQL identifier: ${name}`);
  }
  if (spec.mails.length === 0) throw new Error(`${spec.name}: a lead table needs at least one mail`);
  const table = spec.name;
  const unsent = (mail: Mail) => `(${mail}_sent_at IS NULL AND ${mail}_error IS NULL)`;
  const known = new Set<string>(spec.mails);
  const column = (mail: Mail, suffix: 'sent_at' | 'error') => {
    // The type already says so; this keeps a cast or an untyped caller from reaching the SQL text.
    if (!known.has(mail)) throw new Error(`${table} has no mail ${String(mail)}`);
    return `${mail}_${suffix}`;
  };

  const unsentSql = `SELECT ${spec.mails.map((mail) => `${unsent(mail)} AS ${mail}`).join(', ')} FROM ${table} WHERE id = $1`;
  const pendingSql = `SELECT id, enqueued_at FROM ${table}
     WHERE submitted_at < now() - make_interval(secs => $1::double precision / 1000)
       AND (enqueued_at IS NULL OR ${spec.mails.map(unsent).join(' OR ')})
     ORDER BY submitted_at
     LIMIT $2`;

  return {
    async markEnqueued(id) {
      await pool.query(`UPDATE ${table} SET enqueued_at = now() WHERE id = $1 AND enqueued_at IS NULL`, [id]);
    },

    async markMailSent(id, mail) {
      const sentAt = column(mail, 'sent_at');
      await pool.query(`UPDATE ${table} SET ${sentAt} = now() WHERE id = $1 AND ${sentAt} IS NULL`, [id]);
    },

    async recordMailError(id, mail, message) {
      await pool.query(`UPDATE ${table} SET ${column(mail, 'error')} = $2 WHERE id = $1`, [id, message.slice(0, maxErrorLength)]);
    },

    async unsentMails(id) {
      const row = (await pool.query<Record<string, boolean>>(unsentSql, [id])).rows[0];
      return row ? spec.mails.filter((mail) => row[mail]) : undefined;
    },

    async findPending(minAgeMs, limit) {
      const result = await pool.query<{ id: string; enqueued_at: Date | null }>(pendingSql, [minAgeMs, limit]);
      return result.rows.map((row) => ({ id: row.id, enqueuedAt: row.enqueued_at }));
    },
  };
}

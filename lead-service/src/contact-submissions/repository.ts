/**
 * Plain SQL over the contact_submissions table. Values are always bound parameters, never concatenated.
 */
import type pg from 'pg';
import type { ContactSubmission } from './schema.ts';

export type MailKind = 'confirmation' | 'notification';

export interface StoredContactSubmission {
  id: string;
  company: string;
  email: string;
  phone: string;
  website: string | null;
  industry: string | null;
  submittedAt: Date;
  consentVersion: string;
  consentAt: Date;
  confirmationSentAt: Date | null;
  notificationSentAt: Date | null;
  confirmationError: string | null;
  notificationError: string | null;
  enqueuedAt: Date | null;
}

interface Row {
  id: string;
  company: string;
  email: string;
  phone: string;
  website: string | null;
  industry: string | null;
  submitted_at: Date;
  consent_version: string;
  consent_at: Date;
  confirmation_sent_at: Date | null;
  notification_sent_at: Date | null;
  confirmation_error: string | null;
  notification_error: string | null;
  enqueued_at: Date | null;
}

function fromRow(row: Row): StoredContactSubmission {
  return {
    id: row.id,
    company: row.company,
    email: row.email,
    phone: row.phone,
    website: row.website,
    industry: row.industry,
    submittedAt: row.submitted_at,
    consentVersion: row.consent_version,
    consentAt: row.consent_at,
    confirmationSentAt: row.confirmation_sent_at,
    notificationSentAt: row.notification_sent_at,
    confirmationError: row.confirmation_error,
    notificationError: row.notification_error,
    enqueuedAt: row.enqueued_at,
  };
}

/** Column names per mail kind; a fixed map, so no user value ever reaches an identifier. */
const mailColumns = {
  confirmation: { sentAt: 'confirmation_sent_at', error: 'confirmation_error' },
  notification: { sentAt: 'notification_sent_at', error: 'notification_error' },
} as const satisfies Record<MailKind, { sentAt: string; error: string }>;

/** Error texts are stored for operators; a bound keeps a chatty SMTP server from bloating rows. */
const maxErrorLength = 1_000;

export interface ContactSubmissionRepository {
  insert(submission: ContactSubmission, consentVersion: string): Promise<{ id: string; submittedAt: Date }>;
  findById(id: string): Promise<StoredContactSubmission | undefined>;
  markEnqueued(id: string): Promise<void>;
  markMailSent(id: string, kind: MailKind): Promise<void>;
  recordMailError(id: string, kind: MailKind, message: string): Promise<void>;
  /** Rows older than `minAgeMs` that were never queued or still have a mail to send (sweeper.ts). */
  findPending(minAgeMs: number, limit: number): Promise<Array<{ id: string; enqueuedAt: Date | null }>>;
}

export function createContactSubmissionRepository(pool: pg.Pool): ContactSubmissionRepository {
  return {
    async insert(submission, consentVersion) {
      const result = await pool.query<{ id: string; submitted_at: Date }>(
        `INSERT INTO contact_submissions (company, email, phone, website, industry, consent_version, consent_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         RETURNING id, submitted_at`,
        [
          submission.company,
          submission.email,
          submission.phone,
          submission.website ?? null,
          submission.industry ?? null,
          consentVersion,
        ],
      );
      const row = result.rows[0];
      if (!row) throw new Error('INSERT into contact_submissions returned no row');
      return { id: row.id, submittedAt: row.submitted_at };
    },

    async findById(id) {
      const result = await pool.query<Row>('SELECT * FROM contact_submissions WHERE id = $1', [id]);
      const row = result.rows[0];
      return row ? fromRow(row) : undefined;
    },

    async markEnqueued(id) {
      await pool.query('UPDATE contact_submissions SET enqueued_at = now() WHERE id = $1 AND enqueued_at IS NULL', [id]);
    },

    async markMailSent(id, kind) {
      const column = mailColumns[kind].sentAt;
      await pool.query(`UPDATE contact_submissions SET ${column} = now() WHERE id = $1 AND ${column} IS NULL`, [id]);
    },

    async recordMailError(id, kind, message) {
      const column = mailColumns[kind].error;
      await pool.query(`UPDATE contact_submissions SET ${column} = $2 WHERE id = $1`, [
        id,
        message.slice(0, maxErrorLength),
      ]);
    },

    async findPending(minAgeMs, limit) {
      const result = await pool.query<{ id: string; enqueued_at: Date | null }>(
        `SELECT id, enqueued_at FROM contact_submissions
         WHERE submitted_at < now() - make_interval(secs => $1::double precision / 1000)
           AND (enqueued_at IS NULL
                OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
                OR (notification_sent_at IS NULL AND notification_error IS NULL))
         ORDER BY submitted_at
         LIMIT $2`,
        [minAgeMs, limit],
      );
      return result.rows.map((row) => ({ id: row.id, enqueuedAt: row.enqueued_at }));
    },
  };
}

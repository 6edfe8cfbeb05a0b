/**
 * Plain SQL over the contact_submissions table (analysis requests). Values are always bound parameters, never
 * concatenated; the pipeline columns are handled by the shared leads/pipeline-table.ts.
 */
import type pg from 'pg';
import type { LeadRepository } from '../leads/lead-kind.ts';
import { createPipelineTable, type PipelineTableSpec } from '../leads/pipeline-table.ts';
import type { SpamReason } from '../leads/spam.ts';
import { websiteCheckFromRow, type StoredWebsiteCheck, type WebsiteCheckRow } from '../website-check/repository.ts';
import type { ContactSubmission } from '@sichtwerk/forms/contact-submission-schema';

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
  /** The automatic website check, once it has run (website-check/). */
  websiteCheck: StoredWebsiteCheck | undefined;
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
  website_check: WebsiteCheckRow | null;
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
    websiteCheck: row.website_check
      ? websiteCheckFromRow({
          ...row.website_check,
          checked_at: new Date(row.website_check.checked_at),
          follow_up_sent_at: row.website_check.follow_up_sent_at ? new Date(row.website_check.follow_up_sent_at) : null,
        })
      : undefined,
  };
}

/** The table and its mails for the shared pipeline (leads/pipeline-table.ts); confirmation is sent first. */
export const contactSubmissionTable = {
  name: 'contact_submissions',
  mails: ['confirmation', 'notification'],
} as const satisfies PipelineTableSpec<MailKind>;

export interface ContactSubmissionRepository extends LeadRepository<StoredContactSubmission, MailKind> {
  /** `spamReason` from the form protection (leads/spam.ts); null for an unremarkable submission. */
  insert(submission: ContactSubmission, consentVersion: string, spamReason?: SpamReason | null): Promise<{ id: string; submittedAt: Date }>;
}

export function createContactSubmissionRepository(pool: pg.Pool): ContactSubmissionRepository {
  return {
    ...createPipelineTable(pool, contactSubmissionTable),

    async insert(submission, consentVersion, spamReason = null) {
      const result = await pool.query<{ id: string; submitted_at: Date }>(
        `INSERT INTO contact_submissions (company, email, phone, website, industry, consent_version, consent_at, spam_reason)
         VALUES ($1, $2, $3, $4, $5, $6, now(), $7)
         RETURNING id, submitted_at`,
        [
          submission.company,
          submission.email,
          submission.phone,
          submission.website ?? null,
          submission.industry ?? null,
          consentVersion,
          spamReason,
        ],
      );
      const row = result.rows[0];
      if (!row) throw new Error('INSERT into contact_submissions returned no row');
      return { id: row.id, submittedAt: row.submitted_at };
    },

    async findById(id) {
      const result = await pool.query<Row>(
        `SELECT s.*, to_jsonb(w) AS website_check
           FROM contact_submissions s LEFT JOIN website_checks w ON w.lead_id = s.id
          WHERE s.id = $1`,
        [id],
      );
      const row = result.rows[0];
      return row ? fromRow(row) : undefined;
    },
  };
}

/**
 * Plain SQL over the referrals table (/empfehlung). Values are always bound parameters, never concatenated;
 * the pipeline columns are handled by the shared leads/pipeline-table.ts.
 */
import type pg from 'pg';
import type { LeadRepository } from '../leads/lead-kind.ts';
import { createPipelineTable, type PipelineTableSpec } from '../leads/pipeline-table.ts';
import type { SpamReason } from '../leads/spam.ts';
import type { SubmitResult } from '../leads/submit-lead.ts';
import type { Referral } from '@sichtwerk/forms/referral-schema';

export type ReferralMail = 'acknowledgement' | 'notification';

/** The table and its mails for the shared pipeline. The recommended company has no mail: it asked for nothing. */
export const referralTable = {
  name: 'referrals',
  mails: ['acknowledgement', 'notification'],
} as const satisfies PipelineTableSpec<ReferralMail>;

export interface StoredReferral {
  id: string;
  referrerName: string;
  referrerEmail: string;
  companyName: string;
  contactPerson: string;
  companyEmail: string;
  companyPhone: string;
  reason: string | null;
  submittedAt: Date;
}

interface Row {
  id: string;
  referrer_name: string;
  referrer_email: string;
  company_name: string;
  contact_person: string;
  company_email: string;
  company_phone: string;
  reason: string | null;
  submitted_at: Date;
}

function fromRow(row: Row): StoredReferral {
  return {
    id: row.id,
    referrerName: row.referrer_name,
    referrerEmail: row.referrer_email,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    companyEmail: row.company_email,
    companyPhone: row.company_phone,
    reason: row.reason,
    submittedAt: row.submitted_at,
  };
}

export interface ReferralRepository extends LeadRepository<StoredReferral, ReferralMail> {
  /** `spamReason` from the form protection (leads/spam.ts); null for an unremarkable submission. */
  insert(referral: Referral, spamReason?: SpamReason | null): Promise<SubmitResult>;
}

export function createReferralRepository(pool: pg.Pool): ReferralRepository {
  return {
    ...createPipelineTable(pool, referralTable),

    async insert(input, spamReason = null) {
      const result = await pool.query<{ id: string; submitted_at: Date }>(
        `INSERT INTO referrals (referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, reason, spam_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, submitted_at`,
        [
          input.referrerName,
          input.referrerEmail,
          input.companyName,
          input.contactPerson,
          input.companyEmail,
          input.companyPhone,
          input.reason ?? null,
          spamReason,
        ],
      );
      const row = result.rows[0];
      if (!row) throw new Error('INSERT into referrals returned no row');
      return { id: row.id, submittedAt: row.submitted_at };
    },

    async findById(id) {
      const result = await pool.query<Row>(
        `SELECT id, referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, reason, submitted_at
         FROM referrals WHERE id = $1`,
        [id],
      );
      const row = result.rows[0];
      return row ? fromRow(row) : undefined;
    },
  };
}

/**
 * Plain SQL over the cancellations table (/kuendigung). Values are always bound parameters, never
 * concatenated; the pipeline columns are handled by the shared leads/pipeline-table.ts.
 *
 * A cancellation is kept for the statutory period (migrations/004_cancellations.sql): retain_until is set
 * on insert to the end of the calendar year of receipt plus dataRetention.statutoryMaxYears, in Berlin time.
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import type pg from 'pg';
import type { LeadRepository } from '../leads/lead-kind.ts';
import { createPipelineTable, type PipelineTableSpec } from '../leads/pipeline-table.ts';
import { isHeld, type SpamReason } from '../leads/spam.ts';
import type { SubmitResult } from '../leads/submit-lead.ts';
import type { Cancellation } from '@sichtwerk/forms/cancellation-schema';

export type CancellationMail = 'confirmation' | 'notification';

/** The table and its mails for the shared pipeline; the customer's confirmation is sent first. */
export const cancellationTable = {
  name: 'cancellations',
  mails: ['confirmation', 'notification'],
} as const satisfies PipelineTableSpec<CancellationMail>;

/** Years a cancellation is kept after the end of the year it arrived in (§ 257 HGB, § 147 AO). */
export const cancellationRetentionYears = dataRetention.statutoryMaxYears;

export interface StoredCancellation {
  id: string;
  company: string;
  email: string;
  customerNumber: string | null;
  reason: string | null;
  submittedAt: Date;
  /** Nothing may delete the row before this moment. */
  /** Null for a cancellation held as spam: it is no declaration anyone made, so no legal retention. */
  retainUntil: Date | null;
}

interface Row {
  id: string;
  company: string;
  email: string;
  customer_number: string | null;
  reason: string | null;
  submitted_at: Date;
  retain_until: Date | null;
}

export interface CancellationRepository extends LeadRepository<StoredCancellation, CancellationMail> {
  /** `spamReason` from the form protection (leads/spam.ts); null for an unremarkable submission. */
  insert(cancellation: Cancellation, spamReason?: SpamReason | null): Promise<SubmitResult>;
}

export function createCancellationRepository(pool: pg.Pool): CancellationRepository {
  return {
    ...createPipelineTable(pool, cancellationTable),

    async insert(input, spamReason = null) {
      // now() is the transaction's start time, so it equals the submitted_at default of the same row.
      const result = await pool.query<{ id: string; submitted_at: Date }>(
        `INSERT INTO cancellations (company, email, customer_number, reason, retain_until, spam_reason)
         VALUES ($1, $2, $3, $4,
                 CASE WHEN $7::boolean THEN NULL
                      ELSE (date_trunc('year', now() AT TIME ZONE 'Europe/Berlin') + make_interval(years => 1 + $5::int))
                             AT TIME ZONE 'Europe/Berlin' END,
                 $6)
         RETURNING id, submitted_at`,
        [
          input.company,
          input.email,
          input.customerNumber ?? null,
          input.reason ?? null,
          cancellationRetentionYears,
          spamReason,
          isHeld(spamReason),
        ],
      );
      const row = result.rows[0];
      if (!row) throw new Error('INSERT into cancellations returned no row');
      return { id: row.id, submittedAt: row.submitted_at };
    },

    async findById(id) {
      const result = await pool.query<Row>(
        'SELECT id, company, email, customer_number, reason, submitted_at, retain_until FROM cancellations WHERE id = $1',
        [id],
      );
      const row = result.rows[0];
      return row
        ? {
            id: row.id,
            company: row.company,
            email: row.email,
            customerNumber: row.customer_number,
            reason: row.reason,
            submittedAt: row.submitted_at,
            retainUntil: row.retain_until,
          }
        : undefined;
    },
  };
}

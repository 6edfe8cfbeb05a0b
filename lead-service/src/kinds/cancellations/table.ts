/**
 * The cancellation form's row (/kuendigung). A cancellation is a business record: it is kept for the
 * statutory period (migrations/004_cancellations.sql guards it), until the end of the calendar year of
 * receipt plus dataRetention.businessLetterYears (a cancellation is a business letter; the privacy policy says
 * so), in Berlin time. Rows stored earlier keep the longer date they were given. One held as spam is no declaration anyone
 * made and gets no retention (006_spam_cancellations_not_retained.sql).
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { cancellationFields, cancellationSchema } from '@sichtwerk/forms/cancellation-schema';
import { sql } from '../../platform/db/sql.ts';
import { defineLeadTable, storedColumn, type LeadOf } from '../../kind-kit/define-lead-form.ts';
import { isHeld } from '../../kind-kit/spam.ts';

/** Years a cancellation is kept after the end of the year it arrived in (§ 257 HGB, § 147 AO). */
export const cancellationRetentionYears = dataRetention.businessLetterYears;

const retainUntil = 'retain_until';

export const cancellationTable = defineLeadTable({
  name: 'cancellations',
  schema: cancellationSchema,
  fields: cancellationFields,
  nameField: 'company',
  messageField: 'reason',
  stored: {
    /** Nothing may delete the row before this moment; null for one held as spam. */
    retainUntil: storedColumn<Date | null>(retainUntil),
  },
  retentionColumn: retainUntil,
  // now() is the transaction's start, so the year is that of submitted_at in the same row.
  insertExtras: ({ spamReason }) => ({
    [retainUntil]: isHeld(spamReason)
      ? null
      : sql`(date_trunc('year', now() AT TIME ZONE 'Europe/Berlin') + make_interval(years => 1 + ${cancellationRetentionYears}::int)) AT TIME ZONE 'Europe/Berlin'`,
  }),
});

export type CancellationLead = LeadOf<typeof cancellationTable>;

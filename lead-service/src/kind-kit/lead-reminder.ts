/**
 * A reminder as a kind declares it (define-lead-form.ts reminders): a delayed team mail per lead that keeps a
 * promise the site makes (reminders/ runs them). What "still open" means is SQL over the lead's row, checked
 * again when the job runs, so a reminder whose promise was kept in the meantime is dropped.
 */
import type { Config } from '../platform/config/load-config.ts';
import type { MailLayout } from '../platform/mail/mail-layout.ts';
import type { MailSettings, TeamAddress } from './lead-mail.ts';

/** e.g. 'analysis-reminder': unique across kinds, part of the job id `<reminder>-<uuid>`. */
export type ReminderName = string;

/** The few columns a reminder mail shows; never sent to the visitor. */
export interface ReminderFacts {
  id: string;
  submittedAt: Date;
  /** The kind's name field (the company, the person): how the mail names the lead. */
  name: string;
  /** The kind's first e-mail field; null for a kind without one. */
  email: string | null;
  /** The kind's first phone field. */
  phone: string | null;
  statusLabel: string;
  spamReason: string | null;
  /** Why the visitor's receipt was not sent (its mail's error column); null for a kind without one. */
  confirmationError: string | null;
}

/** The config: each kind's reminders read their own timings from it. */
export type ReminderTimings = Config;

export interface LeadReminder {
  readonly name: ReminderName;
  readonly to: TeamAddress;
  /** Age of the lead at which the reminder is due. */
  afterMs(timings: ReminderTimings): number;
  /** SQL over the lead's row (alias `s`): the promise is still open (no visitor input, constant text). Held leads never count (heldExcluded). */
  readonly openSql: string;
  content(facts: ReminderFacts, settings: MailSettings): MailLayout;
}

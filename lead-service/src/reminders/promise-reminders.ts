/**
 * The reminders that keep the promises the site makes, each a delayed job per lead (reminder-queue.ts). A kind
 * declares its own in its descriptor (define-lead-form.ts reminders: the analysis request's in
 * analysis-requests/reminders.ts, the cancellation's in cancellations/reminders.ts); this module collects them.
 * What "still open" means is SQL over the lead's row, checked again when the job runs, so a reminder whose
 * promise was kept in the meantime is dropped.
 */
import type { Config } from '../config/load-config.ts';
import type { LeadForm } from '../leads/define-lead-form.ts';
import { anyLeadForms } from '../leads/lead-forms.ts';
import type { MailSettings, TeamAddress } from '../leads/lead-mail.ts';
import type { MailLayout } from '../mail/mail-layout.ts';

/** e.g. 'analysis-reminder': unique across kinds, part of the job id `<reminder>-<uuid>`. */
export type ReminderName = string;

/** The few columns a reminder mail shows; never sent to the visitor. */
export interface ReminderFacts {
  id: string;
  submittedAt: Date;
  company: string;
  email: string;
  phone: string | null;
  statusLabel: string;
  spamReason: string | null;
  confirmationError: string | null;
}

/** The config: each kind's reminders read their own timings from it. */
export type ReminderTimings = Config;

/** A reminder as its kind declares it (define-lead-form.ts reminders). */
export interface LeadReminder {
  readonly name: ReminderName;
  readonly to: TeamAddress;
  /** Age of the lead at which the reminder is due. */
  afterMs(timings: ReminderTimings): number;
  /** SQL over the lead's table: the promise is still open (no visitor input, constant text). Held leads never count (heldExcluded). */
  readonly openSql: string;
  content(facts: ReminderFacts, settings: MailSettings): MailLayout;
}

export interface PromiseReminder extends LeadReminder {
  readonly form: LeadForm;
}

function statusLabelOf(form: LeadForm, status: string): string {
  return form.statuses[status]?.label ?? status;
}

export function toFacts(form: LeadForm, row: Record<string, unknown>): ReminderFacts {
  return {
    id: String(row.id),
    submittedAt: row.submitted_at as Date,
    company: String(row.company),
    email: String(row.email),
    phone: typeof row.phone === 'string' ? row.phone : null,
    statusLabel: statusLabelOf(form, String(row.status)),
    spamReason: typeof row.spam_reason === 'string' ? row.spam_reason : null,
    confirmationError: typeof row.confirmation_error === 'string' ? row.confirmation_error : null,
  };
}

/**
 * A reminder's "still open" as the worker and the sweeper ask it: the kind's own condition, and never a lead held
 * as a program's (honeypot, too fast). Held leads make no staff mail; the desk's Prüfen list shows them, and one
 * released there is an open promise again (its reminder job waits until then, or the sweeper makes a new one).
 */
export function openAndNotHeld(reminder: LeadReminder): string {
  return `(${reminder.openSql}) AND NOT spam_held(spam_reason)`;
}

export const promiseReminders: readonly PromiseReminder[] = Object.freeze(
  anyLeadForms.flatMap((form) => (form.reminders ?? []).map((reminder) => Object.freeze({ ...reminder, form }))),
);

export function findReminder(name: unknown): PromiseReminder | undefined {
  return promiseReminders.find((reminder) => reminder.name === name);
}

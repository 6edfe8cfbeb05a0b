/**
 * The reminders that keep the promises the site makes, each a delayed job per lead (reminder-queue.ts). A kind
 * declares its own in its descriptor (kind-kit/lead-reminder.ts); this module collects them from the kinds it is
 * handed.
 */
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { visitorMailOf } from '../../kind-kit/lead-mail.ts';
import type { LeadReminder, ReminderFacts } from '../../kind-kit/lead-reminder.ts';

export interface PromiseReminder extends LeadReminder {
  readonly form: LeadForm;
}

function statusLabelOf(form: LeadForm, status: string): string {
  return form.statuses[status]?.label ?? status;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The facts a reminder shows, read from the row through the kind's declared fields (its name, e-mail and phone field, its receipt). */
export function toFacts(form: LeadForm, row: Record<string, unknown>): ReminderFacts {
  const { columns, nameField, emailFields, phoneFields } = form.table;
  const fieldValue = (field: string | undefined) => (field === undefined ? undefined : row[columns[field] ?? field]);
  const receipt = visitorMailOf(form);
  return {
    id: String(row.id),
    submittedAt: row.submitted_at as Date,
    name: String(fieldValue(nameField) ?? ''),
    email: textOrNull(fieldValue(emailFields[0])),
    phone: textOrNull(fieldValue(phoneFields[0])),
    statusLabel: statusLabelOf(form, String(row.status)),
    spamReason: textOrNull(row.spam_reason),
    confirmationError: receipt ? textOrNull(row[`${receipt}_error`]) : null,
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

/** Every reminder the kinds declare, each with its kind's descriptor. */
export function promiseRemindersOf(forms: readonly LeadForm[]): readonly PromiseReminder[] {
  return Object.freeze(forms.flatMap((form) => (form.reminders ?? []).map((reminder) => Object.freeze({ ...reminder, form }))));
}

export function findReminder(reminders: readonly PromiseReminder[], name: unknown): PromiseReminder | undefined {
  return reminders.find((reminder) => reminder.name === name);
}

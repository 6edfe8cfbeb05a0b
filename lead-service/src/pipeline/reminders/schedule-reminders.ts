/**
 * Adds a new lead's reminder jobs right when it is stored (submit-lead.ts), due at the lead's age the
 * reminder names. A lead held as spam gets them too, and the worker drops them while it is held (held leads
 * make no staff mail): one released in the desk before the due time still gets its reminder. Redis down: the
 * sweeper adds them on its next pass.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ReminderTimings } from '../../kind-kit/lead-reminder.ts';
import type { PromiseReminder } from './promise-reminders.ts';
import type { ReminderQueue } from './reminder-queue.ts';

export type ScheduleReminders = (lead: { kind: FormKind; id: string; submittedAt: Date }) => Promise<void>;

export function createScheduleReminders(
  reminders: readonly PromiseReminder[],
  queue: ReminderQueue,
  timings: ReminderTimings,
): ScheduleReminders {
  return async ({ kind, id, submittedAt }) => {
    await Promise.all(
      reminders
        .filter((reminder) => reminder.form.kind === kind)
        .map((reminder) => queue.schedule({ reminder: reminder.name, id }, new Date(submittedAt.getTime() + reminder.afterMs(timings)))),
    );
  };
}

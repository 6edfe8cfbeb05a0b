/**
 * Finds every open promise whose reminder has not been sent and makes sure its delayed job exists: run by
 * the sweeper (pipeline/sweeper.ts) each pass, it re-creates the jobs a Redis restart or flush lost and retries a
 * reminder whose send failed for good. Bounded: recent leads only, a batch per reminder and pass.
 */
import type pg from 'pg';
import type { Logger } from '../../platform/logger.ts';
import { assertIdentifier } from '../pipeline-table.ts';
import type { ReminderTimings } from '../../kind-kit/lead-reminder.ts';
import { openAndNotHeld, type PromiseReminder } from './promise-reminders.ts';
import type { ReminderQueue } from './reminder-queue.ts';

/** Older open promises are history, not something to remind anyone of after an outage or an upgrade. */
const lookBackMs = 7 * 24 * 3600 * 1000;

export interface ReminderSweepOptions {
  reminders: readonly PromiseReminder[];
  pool: pg.Pool;
  queue: ReminderQueue;
  timings: ReminderTimings;
  logger: Logger;
  batchSize?: number;
}

export function createReminderSweep({
  reminders,
  pool,
  queue,
  timings,
  logger,
  batchSize = 200,
}: ReminderSweepOptions): () => Promise<number> {
  return async () => {
    let scheduled = 0;
    for (const reminder of reminders) {
      const table = assertIdentifier(reminder.form.table.name);
      const afterMs = reminder.afterMs(timings);
      const { rows } = await pool.query<{ id: string; submitted_at: Date }>(
        `SELECT id, submitted_at FROM ${table} s
          WHERE ${openAndNotHeld(reminder)}
            AND submitted_at > now() - make_interval(secs => $1::double precision / 1000)
            AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = s.id AND e.action = 'reminder_sent' AND e.detail ->> 'mail' = $2)
          ORDER BY submitted_at LIMIT $3`,
        [afterMs + lookBackMs, reminder.name, batchSize],
      );
      for (const row of rows) {
        const dueAt = new Date(row.submitted_at.getTime() + afterMs);
        if (await queue.reschedule({ reminder: reminder.name, id: row.id }, dueAt)) {
          scheduled += 1;
          logger.debug({ leadId: row.id, reminder: reminder.name }, 'reminder scheduled by the sweeper');
        }
      }
    }
    return scheduled;
  };
}

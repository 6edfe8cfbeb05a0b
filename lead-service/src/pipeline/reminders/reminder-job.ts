/**
 * The 'reminders' job (reminder-queue.ts adds them): when a reminder is due, it checks in the database that the
 * promise is still open and the reminder not yet sent, sends it to the team and records it ('reminder_sent' in
 * lead_events) in the same transaction that holds the lead's row. A status change waits for that, so it either
 * comes first (no reminder) or after (one reminder); the unique index of 013_promise_reminders.sql forbids a second.
 *
 * Its sweep finds every open promise whose reminder has not been sent and makes sure its delayed job exists: it
 * re-creates the jobs a Redis restart or flush lost and retries a reminder whose send failed for good. Bounded:
 * recent leads only, a batch per reminder and pass.
 */
import { DelayedError, UnrecoverableError } from 'bullmq';
import type pg from 'pg';
import * as z from 'zod/mini';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type { LeadRegistry } from '../../kind-kit/registry.ts';
import { composeMail } from '../../kind-kit/compose-mail.ts';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { leadReferenceOf } from '../../kind-kit/define-lead-form.ts';
import type { ReminderFacts, ReminderTimings } from '../../kind-kit/lead-reminder.ts';
import { teamMail, type MailSettings } from '../../kind-kit/lead-mail.ts';
import { assertIdentifier, leadRowsOf } from '../pipeline-table.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import { findReminder, openAndNotHeld, promiseRemindersOf, toFacts } from './promise-reminders.ts';
import { createReminderQueue, reminderQueueName } from './reminder-queue.ts';

export interface ReminderJobContext {
  /** The kinds whose promises it keeps (their reminders: promise-reminders.ts). */
  registry: LeadRegistry;
  /** The reminders' times (REMINDER_*), a kind's own among them. */
  config: ReminderTimings;
  pool: pg.Pool;
  /** The producer connection: the sweep's adds fail at once while Redis is away. */
  producer: RedisClient;
  mailer: Mailer;
  settings: MailSettings;
  logger: Logger;
}

export type ReminderOutcome = 'sent' | 'closed' | 'already-sent' | 'gone';

/** Older open promises are history, not something to remind anyone of after an outage or an upgrade. */
const lookBackMs = 7 * 24 * 3600 * 1000;
/** Leads per reminder and sweep pass. */
const sweepBatch = 200;

export const reminderJob = defineJob<{ reminder: string; id: string }, ReminderJobContext, ReminderOutcome>({
  queue: reminderQueueName,
  data: z.object({ reminder: z.string(), id: z.string() }),
  // Kept a while to look into; bounded so Redis does not grow with every lead.
  options: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
  worker: { concurrency: 2 },
  async process(job, data, { registry, config: timings, pool, mailer, settings, logger, token }) {
    const reminder = findReminder(promiseRemindersOf(registry.forms), data.reminder);
    if (!reminder) throw new UnrecoverableError(`unknown reminder ${data.reminder}`);
    const table = assertIdentifier(reminder.form.table.name);
    const { id } = data;
    const log = logger.child({ leadId: id, reminder: reminder.name });
    const outcome = await withTransaction(pool, async (client, rollback): Promise<ReminderOutcome> => {
      const row = (
        await client.query<Record<string, unknown>>(
          `SELECT *, (${openAndNotHeld(reminder)}) AS open FROM ${leadRowsOf(table, 's')} WHERE id = $1 FOR UPDATE`,
          [id],
        )
      ).rows[0];
      if (!row) {
        rollback();
        return 'gone';
      }
      const dueAt = (row.submitted_at as Date).getTime() + reminder.afterMs(timings);
      if (dueAt > Date.now() && token) {
        // Added early (a clock step, a changed duration): wait for the real due time.
        await job.moveToDelayed(dueAt, token);
        throw new DelayedError();
      }
      if (row.open !== true) {
        rollback();
        log.info('promise kept before the reminder was due; not sent');
        return 'closed';
      }
      const sent = await client.query(
        `SELECT 1 FROM lead_events WHERE lead_id = $1 AND action = 'reminder_sent' AND detail ->> 'mail' = $2`,
        [id, reminder.name],
      );
      if ((sent.rowCount ?? 0) > 0) {
        rollback();
        return 'already-sent';
      }
      const facts = toFacts(reminder.form, row);
      const mail = teamMail<ReminderFacts>(reminder.to, 'email', reminder.content);
      await mailer.send(composeMail(reminder.name, mail, facts, leadReferenceOf(reminder.form, id), settings));
      await recordLeadEvent(client, {
        leadId: id,
        leadKind: reminder.form.kind,
        actor: null,
        action: 'reminder_sent',
        detail: { mail: reminder.name },
      });
      return 'sent';
    });
    if (outcome === 'sent') log.info('reminder sent');
    return outcome;
  },
  async sweep({ registry, config: timings, pool, producer, logger, queues }) {
    const queue = createReminderQueue(queues.of(reminderJob), producer);
    const reminders = promiseRemindersOf(registry.forms);
    let scheduled = 0;
    for (const reminder of reminders) {
      const table = assertIdentifier(reminder.form.table.name);
      const afterMs = reminder.afterMs(timings);
      const { rows } = await pool.query<{ id: string; submitted_at: Date }>(
        `SELECT id, submitted_at FROM ${leadRowsOf(table, 's')}
          WHERE ${openAndNotHeld(reminder)}
            AND submitted_at > now() - make_interval(secs => $1::double precision / 1000)
            AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = s.id AND e.action = 'reminder_sent' AND e.detail ->> 'mail' = $2)
          ORDER BY submitted_at LIMIT $3`,
        [afterMs + lookBackMs, reminder.name, sweepBatch],
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
  },
  describe: ({ reminder, id }) => ({ leadId: id, reminder }),
});

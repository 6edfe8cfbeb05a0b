/**
 * Runs the 'reminders' queue: when a reminder is due, it checks in the database that the promise is still
 * open and the reminder not yet sent, sends it to the team and records it ('reminder_sent' in lead_events)
 * in the same transaction that holds the lead's row. A status change waits for that, so it either comes
 * first (no reminder) or after (one reminder); the unique index of 013_promise_reminders.sql forbids a second.
 */
import { DelayedError, UnrecoverableError, Worker } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type pg from 'pg';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { composeMail } from '../../kind-kit/compose-mail.ts';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { leadReferenceOf } from '../../kind-kit/define-lead-form.ts';
import type { ReminderFacts, ReminderTimings } from '../../kind-kit/lead-reminder.ts';
import { teamMail, type MailSettings } from '../../kind-kit/lead-mail.ts';
import { assertIdentifier } from '../pipeline-table.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import { findReminder, openAndNotHeld, toFacts, type PromiseReminder } from './promise-reminders.ts';
import { reminderQueueName, type ReminderJobData } from './reminder-queue.ts';

export interface ReminderWorkerOptions {
  reminders: readonly PromiseReminder[];
  connection: RedisClient;
  prefix: string;
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  timings: ReminderTimings;
  logger: Logger;
}

export type ReminderOutcome = 'sent' | 'closed' | 'already-sent' | 'gone';

export function createReminderWorker(options: ReminderWorkerOptions): Worker<ReminderJobData, ReminderOutcome> {
  const { reminders, connection, prefix, pool, mailer, settings, timings, logger } = options;
  const worker = new Worker<ReminderJobData, ReminderOutcome>(
    reminderQueueName,
    async (job, token) => {
      const reminder = findReminder(reminders, job.data.reminder);
      if (!reminder) throw new UnrecoverableError(`unknown reminder ${String(job.data.reminder)}`);
      const table = assertIdentifier(reminder.form.table.name);
      const { id } = job.data;
      const log = logger.child({ leadId: id, reminder: reminder.name });
      const outcome = await withTransaction(pool, async (client, rollback): Promise<ReminderOutcome> => {
        const row = (
          await client.query<Record<string, unknown>>(
            `SELECT *, (${openAndNotHeld(reminder)}) AS open FROM ${table} s WHERE id = $1 FOR UPDATE`,
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
    { connection, prefix, concurrency: 2 },
  );
  worker.on('error', (error) => logger.debug({ err: error }, 'reminder worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ err: error, leadId: job?.data.id, reminder: job?.data.reminder }, 'reminder attempt failed'),
  );
  return worker;
}

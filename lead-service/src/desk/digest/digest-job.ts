/**
 * The 'desk-digest' job: one run per working-day morning sends each staff member who asked for it their digest.
 * Its BullMQ job scheduler fires it at 8:00 Berlin time Monday to Friday, however many workers run and across
 * restarts; the state's public holidays (PUBLIC_HOLIDAY_STATE) and the extra closed days (BOOKING_CLOSED_DAYS) are
 * skipped by the run itself. A run finds the accounts that
 * asked for the digest and have an address, and sends each one that has something due its digest for the day
 * (digest-mail.ts). An account with nothing due gets no mail: an empty one every morning teaches people to ignore
 * the ones that matter, and the inbox says the same. The day's row in desk_digests is written in the transaction
 * around the send, so a second run, a retry or a second worker finds it and sends nothing; a failed send leaves no
 * row and the job is retried.
 */
import { UnrecoverableError } from 'bullmq';
import type pg from 'pg';
import * as z from 'zod/mini';
import type { LeadRegistry } from '../../kind-kit/registry.ts';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import { type ClosedDays, closedDaysOf, type HolidayState } from '../../platform/shared/closed-days.ts';
import { type DigestDay, digestDayOf } from './digest-day.ts';
import { digestMessage } from './digest-mail.ts';
import { type DigestRecipient, readDigestRecipients } from './digest-recipients.ts';
import { readDueWork } from './due-work.ts';

export const digestQueueName = 'desk-digest';
export const digestJobName = 'digest-run';
export const digestSchedulerId = 'daily-desk-digest';
export const digestSchedule = Object.freeze({ pattern: '0 8 * * 1-5', tz: 'Europe/Berlin' });

export interface DigestJobData {
  /** The moment the run stands for (ISO); the scheduled run leaves it out and takes the worker's clock. */
  at?: string | undefined;
}

export interface DigestJobContext {
  /** The kinds whose follow-ups and deadlines it lists. */
  registry: LeadRegistry;
  /** Days without a digest besides weekends: the state's public holidays and BOOKING_CLOSED_DAYS. */
  config: { publicHolidayState: HolidayState; bookingClosedDays: readonly string[] };
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  logger: Logger;
}

export type DigestOutcome = 'sent' | 'nothing-due' | 'already-sent';

export interface DigestRunResult {
  day: string;
  working: boolean;
  outcomes: Record<string, DigestOutcome>;
}

async function sendTo(
  recipient: DigestRecipient & { email: string },
  day: DigestDay,
  now: Date,
  closedDays: ClosedDays,
  context: DigestJobContext,
): Promise<DigestOutcome> {
  const { registry, pool, mailer, settings } = context;
  const work = await readDueWork(registry.forms, pool, recipient.id, day, now, closedDays);
  if (work.followUps.length === 0 && work.runningOut.length === 0 && work.rewardsDue.length === 0) return 'nothing-due';
  return withTransaction(pool, async (client, rollback) => {
    const recorded = await client.query(
      `INSERT INTO desk_digests (user_id, day, follow_ups, deadlines) VALUES ($1::uuid, $2::date, $3, $4)
       ON CONFLICT (user_id, day) DO NOTHING`,
      [recipient.id, day.key, work.followUps.length, work.runningOut.length],
    );
    if (recorded.rowCount === 0) {
      rollback();
      return 'already-sent';
    }
    await mailer.send(digestMessage(recipient, work, day, settings));
    return 'sent';
  });
}

export const digestJob = defineJob<DigestJobData, DigestJobContext, DigestRunResult>({
  queue: digestQueueName,
  data: z.object({ at: z.optional(z.string()) }),
  // A failed send is tried again; accounts already mailed that day are skipped by their record.
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { count: 30 },
    removeOnFail: { count: 100 },
  },
  worker: { concurrency: 1 },
  schedules: [{ id: digestSchedulerId, name: digestJobName, ...digestSchedule }],
  async process(job, data, context) {
    const { pool, config, logger } = context;
    if (job.name !== digestJobName) throw new UnrecoverableError(`unknown digest job ${job.name}`);
    const now = data.at ? new Date(data.at) : new Date();
    if (Number.isNaN(now.getTime())) throw new UnrecoverableError('digest run with an invalid time');
    const closedDays = closedDaysOf(config.publicHolidayState, config.bookingClosedDays);
    const day = digestDayOf(now, closedDays);
    if (!day.working) return { day: day.key, working: false, outcomes: {} };
    const rows = await readDigestRecipients(pool);
    const outcomes: Record<string, DigestOutcome> = {};
    let failed = 0;
    // One account's failure must not keep the digest from the others; the retry skips whoever got theirs.
    for (const recipient of rows) {
      const { email } = recipient;
      if (email === null) continue;
      try {
        outcomes[recipient.username] = await sendTo({ ...recipient, email }, day, now, closedDays, context);
        if (outcomes[recipient.username] === 'sent') logger.info({ user: recipient.username, day: day.key }, 'digest sent');
      } catch (error) {
        failed += 1;
        logger.warn({ err: error, user: recipient.username, day: day.key }, 'digest not sent; the job tries again');
      }
    }
    if (failed > 0) throw new Error(`${failed} digest(s) not sent`);
    return { day: day.key, working: true, outcomes };
  },
});

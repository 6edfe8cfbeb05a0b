/**
 * Runs the 'desk-digest' queue: a run finds the accounts that asked for the digest and have an address, and
 * sends each one that has something due its digest for the day (digest-mail.ts). An account with nothing due
 * gets no mail: an empty one every morning teaches people to ignore the ones that matter, and the inbox says
 * the same. The day's row in desk_digests is written in the transaction around the send, so a second run, a
 * retry or a second worker finds it and sends nothing; a failed send leaves no row and the job is retried.
 */
import { UnrecoverableError, Worker } from 'bullmq';
import type pg from 'pg';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import { type DigestDay, digestDayOf } from './digest-day.ts';
import { digestMessage } from './digest-mail.ts';
import { type DigestJobData, digestJobName, digestQueueName } from './digest-queue.ts';
import { readDueWork } from './due-work.ts';

export interface DigestWorkerOptions {
  forms: readonly LeadForm[];
  connection: RedisClient;
  prefix: string;
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  /** Days without a digest besides weekends (BOOKING_CLOSED_DAYS: Berlin's public holidays and the like). */
  closedDays: ReadonlySet<string>;
  /** The clock a scheduled run reads; a job may name its own moment instead (DigestJobData.at). */
  now?: () => Date;
  logger: Logger;
}

export type DigestOutcome = 'sent' | 'nothing-due' | 'already-sent';

export interface DigestRunResult {
  day: string;
  working: boolean;
  outcomes: Record<string, DigestOutcome>;
}

interface Recipient {
  id: string;
  username: string;
  name: string;
  email: string;
}

/** Staff accounts are few; the bound keeps a run finite whatever the table holds. */
const maxRecipients = 500;

export function createDigestWorker(options: DigestWorkerOptions): Worker<DigestJobData, DigestRunResult> {
  const { forms, connection, prefix, pool, mailer, settings, logger } = options;
  const clock = options.now ?? (() => new Date());

  async function sendTo(recipient: Recipient, day: DigestDay, now: Date): Promise<DigestOutcome> {
    const work = await readDueWork(forms, pool, recipient.id, day, now);
    if (work.followUps.length === 0 && work.runningOut.length === 0) return 'nothing-due';
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const recorded = await client.query(
        `INSERT INTO desk_digests (user_id, day, follow_ups, deadlines) VALUES ($1::uuid, $2::date, $3, $4)
         ON CONFLICT (user_id, day) DO NOTHING`,
        [recipient.id, day.key, work.followUps.length, work.runningOut.length],
      );
      if (recorded.rowCount === 0) {
        await client.query('ROLLBACK');
        return 'already-sent';
      }
      await mailer.send(digestMessage(recipient, work, day, settings));
      await client.query('COMMIT');
      return 'sent';
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  const worker = new Worker<DigestJobData, DigestRunResult>(
    digestQueueName,
    async (job) => {
      if (job.name !== digestJobName) throw new UnrecoverableError(`unknown digest job ${job.name}`);
      const now = job.data.at ? new Date(job.data.at) : clock();
      if (Number.isNaN(now.getTime())) throw new UnrecoverableError('digest run with an invalid time');
      const day = digestDayOf(now, options.closedDays);
      if (!day.working) return { day: day.key, working: false, outcomes: {} };
      const { rows } = await pool.query<Recipient>(
        `SELECT id::text AS id, username, coalesce(display_name, username) AS name, email FROM users
          WHERE digest AND email IS NOT NULL AND disabled_at IS NULL
          ORDER BY lower(username) LIMIT ${maxRecipients}`,
      );
      const outcomes: Record<string, DigestOutcome> = {};
      let failed = 0;
      // One account's failure must not keep the digest from the others; the retry skips whoever got theirs.
      for (const recipient of rows) {
        try {
          outcomes[recipient.username] = await sendTo(recipient, day, now);
          if (outcomes[recipient.username] === 'sent') logger.info({ user: recipient.username, day: day.key }, 'digest sent');
        } catch (error) {
          failed += 1;
          logger.warn({ err: error, user: recipient.username, day: day.key }, 'digest not sent; the job tries again');
        }
      }
      if (failed > 0) throw new Error(`${failed} digest(s) not sent`);
      return { day: day.key, working: true, outcomes };
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.debug({ err: error }, 'digest worker error'));
  worker.on('failed', (_job, error) => logger.warn({ err: error }, 'digest run failed'));
  return worker;
}

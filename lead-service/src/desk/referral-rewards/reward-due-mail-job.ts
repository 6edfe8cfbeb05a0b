/**
 * The 'referral-reward-mails' job: every morning at 9:00 Berlin time each referrer whose reward fell due that day
 * or before (decided „Vertrag geschlossen“, not declined) and who has not had the mail gets it (reward-due-mail.ts)
 * — not before the due day. `due_mail_sent_at`, set in the transaction around the send, keeps it to one mail: a
 * second run, a retry or a second worker finds it set (or the row locked) and sends nothing; a failed send leaves
 * it unset and the job is retried.
 */
import { UnrecoverableError } from 'bullmq';
import type pg from 'pg';
import * as z from 'zod/mini';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import { berlinDayOf } from '../../platform/shared/calendar-day.ts';
import { rewardDueMessage, type RewardDueMailFacts } from './reward-due-mail.ts';

export const rewardMailQueueName = 'referral-reward-mails';
export const rewardMailJobName = 'reward-mails-run';

export interface RewardMailJobData {
  /** The moment the run stands for (ISO); the scheduled run leaves it out and takes the worker's clock. */
  at?: string | undefined;
}

export interface RewardMailJobContext {
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  logger: Logger;
}

export interface RewardMailRunResult {
  day: string;
  /** Referral ids whose mail went out in this run. */
  sent: string[];
}

/** Rewards fall due a few a month; the bound keeps a run finite, the next morning takes the rest. */
const perRun = 200;

export const rewardMailJob = defineJob<RewardMailJobData, RewardMailJobContext, RewardMailRunResult>({
  queue: rewardMailQueueName,
  data: z.object({ at: z.optional(z.string()) }),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { count: 10 },
    removeOnFail: { count: 50 },
  },
  worker: { concurrency: 1 },
  schedules: [{ id: 'daily-referral-reward-mails', name: rewardMailJobName, pattern: '0 9 * * *', tz: 'Europe/Berlin' }],
  async process(job, data, context) {
    const { pool, mailer, settings, logger } = context;
    if (job.name !== rewardMailJobName) throw new UnrecoverableError(`unknown reward mail job ${job.name}`);
    const now = data.at ? new Date(data.at) : new Date();
    if (Number.isNaN(now.getTime())) throw new UnrecoverableError('reward mail run with an invalid time');
    const day = berlinDayOf(now);
    const { rows } = await pool.query<{ referral_id: string }>(
      `SELECT rr.referral_id::text AS referral_id FROM referral_rewards rr JOIN leads r ON r.id = rr.referral_id
        WHERE rr.due_on <= $1::date AND rr.due_mail_sent_at IS NULL AND rr.paid_on IS NULL AND r.status = 'contracted'
        ORDER BY rr.due_on, rr.referral_id LIMIT ${perRun}`,
      [day],
    );
    const sent: string[] = [];
    let failed = 0;
    // One referrer's failure must not keep the mail from the others; the retry skips whoever got theirs.
    for (const { referral_id: id } of rows) {
      try {
        const done = await withTransaction(pool, async (client, rollback) => {
          const facts = (
            await client.query<RewardDueMailFacts>(
              `SELECT r.id::text AS "referralId", r.referrer_name AS "referrerName", r.referrer_email AS "referrerEmail",
                      r.company_name AS "companyName", l.reference, to_char(rr.due_on, 'YYYY-MM-DD') AS "dueOn"
                 FROM referral_rewards rr JOIN referrals r ON r.id = rr.referral_id JOIN leads l ON l.id = rr.referral_id
                WHERE rr.referral_id = $1 AND rr.due_mail_sent_at IS NULL AND rr.due_on <= $2::date
                FOR UPDATE OF rr SKIP LOCKED`,
              [id, day],
            )
          ).rows[0];
          if (!facts) {
            rollback();
            return false;
          }
          await client.query('UPDATE referral_rewards SET due_mail_sent_at = now() WHERE referral_id = $1', [id]);
          await mailer.send(rewardDueMessage(facts, settings));
          return true;
        });
        if (done) {
          sent.push(id);
          logger.info({ referral: id, day }, 'referral reward mail sent');
        }
      } catch (error) {
        failed += 1;
        logger.warn({ err: error, referral: id, day }, 'referral reward mail not sent; the job tries again');
      }
    }
    if (failed > 0) throw new Error(`${failed} referral reward mail(s) not sent`);
    return { day, sent };
  },
});

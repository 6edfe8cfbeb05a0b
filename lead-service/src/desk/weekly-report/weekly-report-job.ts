/**
 * The 'desk-weekly-report' job: Monday at 8:00 Berlin time each admin who switched it on gets last week's
 * conversion figures (weekly-report-mail.ts). Its BullMQ job scheduler fires it however many workers run; a
 * week's row in desk_weekly_reports, written in the transaction around the send, keeps it to one mail per account
 * and week — a second run, a retry or a second worker finds it and sends nothing; a failed send leaves no row and
 * the job is retried. Last week is Monday to Sunday in Berlin before the run's day.
 */
import { TZDate } from '@date-fns/tz';
import { UnrecoverableError } from 'bullmq';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subDays } from 'date-fns/subDays';
import type pg from 'pg';
import * as z from 'zod/mini';
import type { LeadRegistry } from '../../kind-kit/registry.ts';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import { conversionReport } from '../conversion-report.ts';
import { weeklyReportMessage } from './weekly-report-mail.ts';

export const weeklyReportQueueName = 'desk-weekly-report';
export const weeklyReportJobName = 'weekly-report-run';
export const weeklyReportSchedule = Object.freeze({ pattern: '0 8 * * 1', tz: 'Europe/Berlin' });

export interface WeeklyReportJobData {
  /** The moment the run stands for (ISO); the scheduled run leaves it out and takes the worker's clock. */
  at?: string | undefined;
}

export interface WeeklyReportJobContext {
  registry: LeadRegistry;
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  logger: Logger;
}

export type WeeklyReportOutcome = 'sent' | 'already-sent';

export interface WeeklyReportRunResult {
  /** Last week's Monday and Sunday. */
  from: string;
  to: string;
  outcomes: Record<string, WeeklyReportOutcome>;
}

/** Admin accounts are few; the bound keeps a run finite whatever the table holds. */
const maxRecipients = 100;

/** The Berlin week before the one `now` falls in: its Monday and Sunday. */
export function lastWeekOf(now: Date): { from: string; to: string } {
  const monday = startOfWeek(new TZDate(now.getTime(), 'Europe/Berlin'), { weekStartsOn: 1 });
  return { from: format(subDays(monday, 7), 'yyyy-MM-dd'), to: format(subDays(monday, 1), 'yyyy-MM-dd') };
}

export const weeklyReportJob = defineJob<WeeklyReportJobData, WeeklyReportJobContext, WeeklyReportRunResult>({
  queue: weeklyReportQueueName,
  data: z.object({ at: z.optional(z.string()) }),
  options: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { count: 10 },
    removeOnFail: { count: 50 },
  },
  worker: { concurrency: 1 },
  schedules: [{ id: 'weekly-desk-report', name: weeklyReportJobName, ...weeklyReportSchedule }],
  async process(job, data, context) {
    const { pool, registry, mailer, settings, logger } = context;
    if (job.name !== weeklyReportJobName) throw new UnrecoverableError(`unknown weekly report job ${job.name}`);
    const now = data.at ? new Date(data.at) : new Date();
    if (Number.isNaN(now.getTime())) throw new UnrecoverableError('weekly report run with an invalid time');
    const week = lastWeekOf(now);
    const { rows } = await pool.query<{ id: string; username: string; name: string; email: string }>(
      `SELECT id::text AS id, username, coalesce(display_name, username) AS name, email FROM users
        WHERE weekly_report AND role = 'admin' AND email IS NOT NULL AND disabled_at IS NULL
        ORDER BY lower(username) LIMIT ${maxRecipients}`,
    );
    const outcomes: Record<string, WeeklyReportOutcome> = {};
    if (rows.length === 0) return { ...week, outcomes };
    const period = { period: 'custom', ...week } as const;
    const figures = {
      byPage: await conversionReport(pool, registry.forms, { ...period, group: 'page' }, now),
      bySource: await conversionReport(pool, registry.forms, { ...period, group: 'utm_source' }, now),
    };
    let failed = 0;
    // One account's failure must not keep the mail from the others; the retry skips whoever got theirs.
    for (const recipient of rows) {
      try {
        outcomes[recipient.username] = await withTransaction(pool, async (client, rollback) => {
          const recorded = await client.query(
            'INSERT INTO desk_weekly_reports (user_id, week) VALUES ($1::uuid, $2::date) ON CONFLICT (user_id, week) DO NOTHING',
            [recipient.id, week.from],
          );
          if (recorded.rowCount === 0) {
            rollback();
            return 'already-sent';
          }
          await mailer.send(weeklyReportMessage(recipient, figures, settings));
          return 'sent';
        });
        if (outcomes[recipient.username] === 'sent') logger.info({ user: recipient.username, week: week.from }, 'weekly report sent');
      } catch (error) {
        failed += 1;
        logger.warn({ err: error, user: recipient.username, week: week.from }, 'weekly report not sent; the job tries again');
      }
    }
    if (failed > 0) throw new Error(`${failed} weekly report(s) not sent`);
    return { ...week, outcomes };
  },
});

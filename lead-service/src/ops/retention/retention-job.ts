/**
 * The 'maintenance' job: housekeeping, apart from the lead mails so a long purge never delays a visitor's
 * confirmation. The daily retention purge (purge-leads.ts) with RETENTION_DAYS, plus removal of the purged leads'
 * leftover jobs from the 'leads' queue; and every minute the booking attempts' sweep (booking/booking-limits.ts),
 * so a client address goes within the privacy policy's window. BullMQ job schedulers (not timers in some process)
 * run them, so each happens on time however many workers run, and survives restarts; they run wherever the workers
 * run (worker-main.ts, or `npm start`'s single process) with concurrency 1.
 */
import { UnrecoverableError } from 'bullmq';
import type pg from 'pg';
import * as z from 'zod/mini';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Metrics } from '../../platform/metrics.ts';
import type { LeadRegistry } from '../../kind-kit/registry.ts';
import { removeLeadJobs } from '../../lead-records/lead-jobs.ts';
import { purgeLeads } from '../../lead-records/purge-leads.ts';
import { recordTablesOf } from '../../lead-records/record-tables.ts';
import { leadJob } from '../../pipeline/lead-job.ts';
import { sweepBookingAttempts } from '../../booking/booking-limits.ts';

export const maintenanceQueueName = 'maintenance';
export const retentionJobName = 'retention-purge';
export const retentionSchedulerId = 'daily-retention-purge';
/** 03:30 in Berlin: after the nightly backup (infra/README.md), outside office hours. */
export const retentionSchedule = Object.freeze({ pattern: '30 3 * * *', tz: 'Europe/Berlin' });

/** Every minute: booking attempts' client addresses go within the policy's window (booking/booking-limits.ts). */
export const bookingSweepJobName = 'booking-attempt-sweep';
export const bookingSweepSchedulerId = 'booking-attempt-sweep';
export const bookingSweepEveryMs = 60_000;

export interface RetentionJobData {
  /** Set for a one-off run (tests, an operator); the scheduled job uses RETENTION_DAYS of the worker. */
  olderThanDays?: number | undefined;
}

export interface RetentionJobContext {
  /** The kinds' tables (lead-records/record-tables.ts recordTablesOf) are the only ones purged. */
  registry: LeadRegistry;
  config: { retentionDays: number };
  pool: pg.Pool;
  metrics?: Pick<Metrics, 'retentionPurged'>;
  logger: Logger;
}

export interface RetentionResult {
  olderThanDays: number;
  deleted: Record<string, number>;
  spared: Record<string, number>;
  jobsRemoved: number;
}

export const retentionJob = defineJob<RetentionJobData, RetentionJobContext, RetentionResult | { forgotten: number; deleted: number }>({
  queue: maintenanceQueueName,
  data: z.object({ olderThanDays: z.optional(z.number()) }),
  options: { removeOnComplete: { count: 30 }, removeOnFail: { count: 100 } },
  worker: { concurrency: 1 },
  schedules: [
    { id: retentionSchedulerId, name: retentionJobName, ...retentionSchedule },
    { id: bookingSweepSchedulerId, name: bookingSweepJobName, every: bookingSweepEveryMs, opts: { removeOnComplete: { count: 10 } } },
  ],
  async process(job, data, { registry, config, pool, metrics, logger, queues }) {
    if (job.name === bookingSweepJobName) return sweepBookingAttempts(pool);
    if (job.name !== retentionJobName) throw new UnrecoverableError(`unknown maintenance job ${job.name}`);
    const olderThanDays = data.olderThanDays ?? config.retentionDays;
    const purged = await purgeLeads(pool, recordTablesOf(registry.forms), { olderThanDays });
    const ids = purged.flatMap((table) => table.deleted);
    const jobs = ids.length > 0 ? await removeLeadJobs(queues.of(leadJob), { ids }) : [];
    const result: RetentionResult = {
      olderThanDays,
      deleted: Object.fromEntries(purged.map((table) => [table.kind, table.deleted.length])),
      spared: Object.fromEntries(purged.map((table) => [table.kind, table.spared])),
      jobsRemoved: jobs.filter((removed) => removed.removed).length,
    };
    for (const table of purged) if (table.deleted.length > 0) metrics?.retentionPurged.inc({ kind: table.kind }, table.deleted.length);
    logger.info(result, 'retention purge done');
    return result;
  },
});

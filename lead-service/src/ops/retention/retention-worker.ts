/**
 * Runs the 'maintenance' queue's jobs: the daily retention purge (purge-leads.ts) with RETENTION_DAYS, plus
 * removal of the purged leads' leftover jobs from the 'leads' queue. It runs wherever the mail worker runs
 * (worker-main.ts, or `npm start`'s single process) with concurrency 1.
 */
import { Queue, Worker } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { Logger } from '../../platform/logger.ts';
import { removeLeadJobs } from '../../lead-records/lead-jobs.ts';
import type { RecordTable } from '../../lead-records/record-tables.ts';
import { sweepBookingAttempts } from '../../booking/booking-limits.ts';
import { bookingSweepJobName, maintenanceQueueName, retentionJobName, type RetentionJobData } from './maintenance-queue.ts';
import type { Metrics } from '../../platform/metrics.ts';
import { purgeLeads } from '../../lead-records/purge-leads.ts';

export interface RetentionWorkerOptions {
  /** The kinds' tables (lead-records/record-tables.ts recordTablesOf): the only ones purged. */
  tables: readonly RecordTable[];
  connection: RedisClient;
  prefix: string;
  pool: pg.Pool;
  retentionDays: number;
  /** The queue whose jobs of purged leads are removed ('leads'). */
  leadQueueName: string;
  metrics?: Pick<Metrics, 'retentionPurged'>;
  logger: Logger;
}

export interface RetentionResult {
  olderThanDays: number;
  deleted: Record<string, number>;
  spared: Record<string, number>;
  jobsRemoved: number;
}

export interface RetentionWorker {
  readonly worker: Worker<RetentionJobData, RetentionResult | { forgotten: number; deleted: number }>;
  /** Lets a running purge finish, then closes the worker and its helper queue. */
  close(): Promise<void>;
}

export function startRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const { connection, prefix, pool, logger } = options;
  const leadQueue = new Queue(options.leadQueueName, { connection, prefix });
  leadQueue.on('error', (error) => logger.debug({ err: error }, 'retention: lead queue error'));

  const worker = new Worker<RetentionJobData, RetentionResult | { forgotten: number; deleted: number }>(
    maintenanceQueueName,
    async (job) => {
      if (job.name === bookingSweepJobName) return sweepBookingAttempts(pool);
      if (job.name !== retentionJobName) throw new Error(`unknown maintenance job ${job.name}`);
      const olderThanDays = job.data.olderThanDays ?? options.retentionDays;
      const purged = await purgeLeads(pool, options.tables, { olderThanDays });
      const ids = purged.flatMap((table) => table.deleted);
      const jobs = ids.length > 0 ? await removeLeadJobs(leadQueue, { ids }) : [];
      const result: RetentionResult = {
        olderThanDays,
        deleted: Object.fromEntries(purged.map((table) => [table.kind, table.deleted.length])),
        spared: Object.fromEntries(purged.map((table) => [table.kind, table.spared])),
        jobsRemoved: jobs.filter((removed) => removed.removed).length,
      };
      for (const table of purged)
        if (table.deleted.length > 0) options.metrics?.retentionPurged.inc({ kind: table.kind }, table.deleted.length);
      logger.info(result, 'retention purge done');
      return result;
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('error', (error) => logger.debug({ err: error }, 'retention worker error'));
  worker.on('failed', (job, error) => logger.warn({ err: error, job: job?.id }, 'retention purge failed; BullMQ keeps the failed job'));
  return {
    worker,
    async close() {
      await worker.close();
      await leadQueue.close();
    },
  };
}

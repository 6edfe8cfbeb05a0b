/**
 * Starts the maintenance side of a worker process: the daily retention schedule and the worker that runs
 * it. The schedule is written once Redis is reachable — a worker that starts during a Redis outage must not
 * hang its start on it, and must not forget the schedule either.
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { Logger } from '../../platform/logger.ts';
import { scheduleRetention, type RetentionJobData } from './maintenance-queue.ts';
import type { Metrics } from '../../platform/metrics.ts';
import type { RecordTable } from '../../lead-records/record-tables.ts';
import { startRetentionWorker } from './retention-worker.ts';

export interface MaintenanceOptions {
  /** The kinds' tables the retention job purges. */
  tables: readonly RecordTable[];
  /** The 'maintenance' queue on a producer connection (schedules are written through it). */
  queue: Queue<RetentionJobData>;
  queueConnection: RedisClient;
  workerConnection: RedisClient;
  prefix: string;
  pool: pg.Pool;
  retentionDays: number;
  leadQueueName: string;
  metrics: Metrics;
  logger: Logger;
}

export interface Maintenance {
  close(): Promise<void>;
}

export function startMaintenance(options: MaintenanceOptions): Maintenance {
  const { queue, queueConnection, logger } = options;
  const schedule = () => {
    scheduleRetention(queue).then(
      () => logger.debug('retention schedule in place'),
      (error: unknown) => logger.warn({ err: error }, 'retention schedule not written; trying again when Redis is back'),
    );
  };
  if (queueConnection.status === 'ready') schedule();
  // Also after every reconnect: cheap and idempotent, and it repairs a schedule lost with a wiped Redis.
  queueConnection.on('ready', schedule);

  const retention = startRetentionWorker({
    tables: options.tables,
    connection: options.workerConnection,
    prefix: options.prefix,
    pool: options.pool,
    retentionDays: options.retentionDays,
    leadQueueName: options.leadQueueName,
    metrics: options.metrics,
    logger,
  });
  return {
    async close() {
      queueConnection.off('ready', schedule);
      await retention.close();
    },
  };
}

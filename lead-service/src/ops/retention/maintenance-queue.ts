/**
 * The 'maintenance' queue: housekeeping jobs, apart from the lead mails so a long purge never delays a
 * visitor's confirmation. Its one scheduled job is the daily retention purge; a BullMQ job scheduler (not a
 * timer in some process) runs it, so it happens once a day however many workers run, and survives restarts.
 */
import { Queue } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';

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
  olderThanDays?: number;
}

export function createMaintenanceQueue(connection: RedisClient, prefix: string): Queue<RetentionJobData> {
  return new Queue<RetentionJobData>(maintenanceQueueName, { connection, prefix });
}

/** Creates or updates the daily schedule and the booking sweep's; idempotent, so every worker may call it at start. */
export async function scheduleRetention(queue: Queue<RetentionJobData>): Promise<void> {
  await queue.upsertJobScheduler(
    retentionSchedulerId,
    { ...retentionSchedule },
    {
      name: retentionJobName,
      data: {},
      opts: { removeOnComplete: { count: 30 }, removeOnFail: { count: 100 } },
    },
  );
  await queue.upsertJobScheduler(
    bookingSweepSchedulerId,
    { every: bookingSweepEveryMs },
    { name: bookingSweepJobName, data: {}, opts: { removeOnComplete: { count: 10 }, removeOnFail: { count: 100 } } },
  );
}

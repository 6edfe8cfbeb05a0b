/**
 * The 'desk-digest' queue: one run per working-day morning sends each staff member who asked for it their
 * digest (digest-worker.ts). A BullMQ job scheduler fires it at 8:00 Berlin time Monday to Friday, however many
 * workers run and across restarts; the closed days (BOOKING_CLOSED_DAYS) are skipped by the run itself.
 */
import { Queue } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';

export const digestQueueName = 'desk-digest';
export const digestJobName = 'digest-run';
export const digestSchedulerId = 'daily-desk-digest';
export const digestSchedule = Object.freeze({ pattern: '0 8 * * 1-5', tz: 'Europe/Berlin' });

export interface DigestJobData {
  /** The moment the run stands for (ISO); the scheduled run leaves it out and takes the worker's clock. */
  at?: string;
}

/** A failed send is tried again; accounts already mailed that day are skipped by their record. */
export const digestJobOptions = Object.freeze({
  attempts: 5,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: { count: 30 },
  removeOnFail: { count: 100 },
});

export function createDigestQueue(connection: RedisClient, prefix: string): Queue<DigestJobData> {
  return new Queue<DigestJobData>(digestQueueName, { connection, prefix });
}

/** Creates or updates the schedule; idempotent, so every worker may call it at start and after a reconnect. */
export async function scheduleDigest(queue: Queue<DigestJobData>): Promise<void> {
  await queue.upsertJobScheduler(
    digestSchedulerId,
    { ...digestSchedule },
    { name: digestJobName, data: {}, opts: { ...digestJobOptions } },
  );
}

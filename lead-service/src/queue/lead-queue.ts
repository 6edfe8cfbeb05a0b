/**
 * The 'leads' queue: one job per contact submission that sends its e-mails. The job id is derived from the
 * row id, so enqueueing the same lead twice (request path and sweeper) adds one job: BullMQ ignores an add
 * whose id already exists.
 */
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export const leadQueueName = 'leads';

export interface LeadJobData {
  kind: 'contact-submission';
  id: string;
}

/** BullMQ forbids all-digit custom ids and ':' in them; a "lead-" prefix on a UUID satisfies both. */
export function leadJobId(id: string): string {
  return `lead-${id}`;
}

export interface LeadQueueOptions {
  connection: Redis;
  prefix: string;
  /** First retry delay; doubles per attempt. */
  backoffMs: number;
  logger: Logger;
}

export type JobState = 'waiting' | 'active' | 'delayed' | 'prioritized' | 'waiting-children' | 'completed' | 'failed' | 'unknown';

export interface LeadQueue {
  readonly queue: Queue<LeadJobData>;
  /** Adds the lead's job; rejects at once when Redis is not connected. */
  enqueue(id: string): Promise<void>;
  /** The job's state, or undefined when there is no job for this lead. */
  jobState(id: string): Promise<JobState | undefined>;
  /** Removes a finished job so the lead can be enqueued again (sweeper.ts). */
  removeFinishedJob(id: string): Promise<void>;
  close(): Promise<void>;
}

export const leadJobAttempts = 8;

export function createLeadQueue({ connection, prefix, backoffMs, logger }: LeadQueueOptions): LeadQueue {
  const queue = new Queue<LeadJobData>(leadQueueName, { connection, prefix });
  // An 'error' event without a listener ends up on console.error; connection loss is already logged once in
  // redis-connection.ts, so here it is only debug detail.
  queue.on('error', (error) => logger.debug({ err: error }, 'queue error'));
  const jobOptions: JobsOptions = {
    attempts: leadJobAttempts,
    backoff: { type: 'exponential', delay: backoffMs },
    // Keep finished jobs long enough to look into, but bounded so Redis does not grow with every lead.
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };

  function assertConnected(): void {
    // BullMQ waits for "ready" before its first command, however long that takes; a visitor's request must
    // not wait with it, so a connection that is not ready fails here.
    if (connection.status !== 'ready') throw new Error(`Redis not connected (status ${connection.status})`);
  }

  return {
    queue,
    async enqueue(id) {
      assertConnected();
      await queue.add('contact-submission', { kind: 'contact-submission', id }, { ...jobOptions, jobId: leadJobId(id) });
    },
    async jobState(id) {
      assertConnected();
      const job = await queue.getJob(leadJobId(id));
      if (!job) return undefined;
      return (await job.getState()) as JobState;
    },
    async removeFinishedJob(id) {
      assertConnected();
      await queue.remove(leadJobId(id));
    },
    close: () => queue.close(),
  };
}

/**
 * The BullMQ worker for the 'leads' queue. It runs in the web process by default (server.ts) and can run
 * alone in its own container (worker-main.ts); several workers may share one queue.
 */
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { leadQueueName, type LeadJobData } from '../queue/lead-queue.ts';
import { processContactSubmission, type ProcessDependencies } from './process-contact-submission.ts';

export interface LeadWorkerOptions extends ProcessDependencies {
  connection: Redis;
  prefix: string;
  /** Lock lifetime; a job of a worker that died is taken over by another worker after about this long. */
  lockDurationMs: number;
  concurrency?: number;
}

export function createLeadWorker(options: LeadWorkerOptions): Worker<LeadJobData> {
  const { connection, prefix, lockDurationMs, concurrency = 4, logger } = options;
  const worker = new Worker<LeadJobData>(
    leadQueueName,
    async (job) => {
      if (job.data.kind !== 'contact-submission') throw new Error(`unknown job kind ${String(job.data.kind)}`);
      const maxAttempts = job.opts.attempts ?? 1;
      await processContactSubmission(job.data.id, { lastAttempt: job.attemptsMade + 1 >= maxAttempts }, options);
    },
    {
      connection,
      prefix,
      concurrency,
      lockDuration: lockDurationMs,
      // Look for stalled jobs (a dead worker's) as often as a lock can expire.
      stalledInterval: lockDurationMs,
    },
  );
  // Without a listener an 'error' event would crash the process. Connection loss is logged once in
  // queue/redis-connection.ts; repeating it here on every reconnect attempt would only add noise.
  worker.on('error', (error) => {
    const connectionProblem = /ECONNREFUSED|ECONNRESET|Connection is closed|ETIMEDOUT/.test(error.message);
    if (connectionProblem) logger.debug({ err: error }, 'worker connection error');
    else logger.warn({ err: error }, 'worker error');
  });
  worker.on('failed', (job, error) => {
    if (job) logger.warn({ leadId: job.data.id, attemptsMade: job.attemptsMade, err: error }, 'lead job attempt failed');
  });
  return worker;
}

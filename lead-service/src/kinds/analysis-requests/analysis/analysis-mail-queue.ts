/**
 * The 'analysis-mails' queue: one job per sent analysis, `analysis-mail-<lead uuid>` (no ':', never all digits),
 * so adding it twice — the desk's send and the sweeper — makes one job. Retries like a lead's mails (the
 * same attempts and exponential backoff); a job Redis lost is added again by the sweep (analysis-mail-sweep.ts).
 */
import { Queue } from 'bullmq';
import type { RedisClient } from '../../../platform/redis/redis-connection.ts';
import type { Logger } from '../../../platform/logger.ts';
import { leadJobAttempts } from '../../../kind-kit/mail-job-attempts.ts';

export const analysisMailQueueName = 'analysis-mails';

export interface AnalysisMailJobData {
  leadId: string;
}

export const analysisMailJobId = (leadId: string) => `analysis-mail-${leadId}`;

export interface AnalysisMailQueue {
  readonly queue: Queue<AnalysisMailJobData>;
  /** Adds the job unless one waits or runs; a finished one (a lost send, an earlier failure) is replaced. True when added. */
  enqueue(leadId: string): Promise<boolean>;
  close(): Promise<void>;
}

export function createAnalysisMailQueue(options: {
  connection: RedisClient;
  prefix: string;
  backoffMs: number;
  logger: Logger;
}): AnalysisMailQueue {
  const { connection, prefix, backoffMs, logger } = options;
  const queue = new Queue<AnalysisMailJobData>(analysisMailQueueName, { connection, prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'analysis mail queue error'));
  return {
    queue,
    async enqueue(leadId) {
      if (connection.status !== 'ready') throw new Error(`Redis not connected (status ${connection.status})`);
      const jobId = analysisMailJobId(leadId);
      const existing = await queue.getJob(jobId);
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed') return false;
        await existing.remove();
      }
      await queue.add(
        'analysis-mail',
        { leadId },
        {
          jobId,
          attempts: leadJobAttempts,
          backoff: { type: 'exponential', delay: backoffMs },
          removeOnComplete: { age: 7 * 24 * 3600 },
          removeOnFail: { age: 30 * 24 * 3600 },
        },
      );
      return true;
    },
    close: () => queue.close(),
  };
}

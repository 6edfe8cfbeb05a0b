/**
 * Adding to the 'analysis-mails' queue (its job: analysis-mail-job.ts): one job per sent analysis,
 * `analysis-mail-<lead uuid>` (no ':', never all digits), so adding it twice — the desk's send and the sweep —
 * makes one job.
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../../../platform/redis/redis-connection.ts';

export const analysisMailQueueName = 'analysis-mails';

export const analysisMailJobId = (leadId: string) => `analysis-mail-${leadId}`;

export interface AnalysisMailQueue {
  /** Adds the job unless one waits or runs; a finished one (a lost send, an earlier failure) is replaced. True when added. */
  enqueue(leadId: string): Promise<boolean>;
}

/** `queue`: the job host's, with the job's options as its defaults; `connection`: the producer connection it uses. */
export function createAnalysisMailQueue({
  queue,
  connection,
}: {
  queue: Queue<{ leadId: string }>;
  connection: RedisClient;
}): AnalysisMailQueue {
  return {
    async enqueue(leadId) {
      if (connection.status !== 'ready') throw new Error(`Redis not connected (status ${connection.status})`);
      const jobId = analysisMailJobId(leadId);
      const existing = await queue.getJob(jobId);
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed') return false;
        await existing.remove();
      }
      await queue.add('analysis-mail', { leadId }, { jobId });
      return true;
    },
  };
}

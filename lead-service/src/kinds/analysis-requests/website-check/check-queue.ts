/**
 * The 'website-checks' queue: one job per analysis request, its id derived from the lead, so the lead job
 * (and a re-queue by the sweeper) can add it any number of times and the check still runs once.
 */
import { Queue } from 'bullmq';
import type { LeadStepJob } from '../../../kind-kit/lead-step.ts';
import type { RedisClient } from '../../../platform/redis/redis-connection.ts';
import type { Logger } from '../../../platform/logger.ts';

export const websiteCheckQueueName = 'website-checks';

export interface WebsiteCheckJobData extends Record<string, unknown> {
  leadId: string;
}

export const websiteCheckJobId = (leadId: string): string => `check-${leadId}`;

/** Long enough for a resolver hiccup to pass; the notification does not wait for it (the findings follow). */
export const websiteCheckRetryDelayMs = 60_000;

export function createWebsiteCheckQueue(connection: RedisClient, prefix: string, logger: Logger): Queue<WebsiteCheckJobData> {
  const queue = new Queue<WebsiteCheckJobData>(websiteCheckQueueName, { connection, prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'website check queue error'));
  return queue;
}

export function websiteCheckJob(leadId: string): LeadStepJob & { data: WebsiteCheckJobData } {
  return {
    name: 'check',
    data: { leadId },
    opts: {
      jobId: websiteCheckJobId(leadId),
      // A check is a courtesy for sales: two tries (the second a minute later, e.g. after a temporary DNS
      // failure), then the notification simply goes out without it.
      attempts: 2,
      backoff: { type: 'fixed', delay: websiteCheckRetryDelayMs },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    },
  };
}

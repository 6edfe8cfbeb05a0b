/**
 * The website check as one service for server.ts and worker-main.ts: its queue (for the dashboard and for
 * the lead worker to add jobs to) and, where workers run (RUN_WORKER), its worker.
 */
import { Queue, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { ResolvedConfig } from '../config/load-config.ts';
import { analysisRequestForm } from '../analysis-requests/form.ts';
import { createLeadRepository } from '../leads/lead-repository.ts';
import { mailSettingsFrom } from '../leads/registry.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/transport.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { leadQueueName, type LeadJobData } from '../queue/lead-queue.ts';
import { createWebsiteCheckQueue, enqueueWebsiteCheck, type WebsiteCheckJobData } from './check-queue.ts';
import { createWebsiteCheckWorker } from './check-worker.ts';
import { createWebsiteCheckRepository } from './repository.ts';

export interface WebsiteChecks {
  readonly queue: Queue<WebsiteCheckJobData>;
  enqueue(leadId: string): Promise<void>;
  /** Starts the check worker in this process (call only where the mail worker runs). */
  startWorker(workerConnection: Redis, mailer: Mailer, metrics?: Metrics): void;
  stop(): Promise<void>;
}

export function startWebsiteChecks(options: { config: ResolvedConfig; pool: pg.Pool; producer: Redis; logger: Logger }): WebsiteChecks {
  const { config, pool, producer, logger } = options;
  const queue = createWebsiteCheckQueue(producer, config.queuePrefix, logger);
  let worker: Worker<WebsiteCheckJobData> | undefined;
  let leadQueue: Queue<LeadJobData> | undefined;
  return {
    queue,
    enqueue: (leadId) => (config.websiteCheckConcurrency === 0 ? Promise.resolve() : enqueueWebsiteCheck(queue, leadId)),
    startWorker(workerConnection, mailer, metrics) {
      if (config.websiteCheckConcurrency === 0) return;
      leadQueue = new Queue<LeadJobData>(leadQueueName, { connection: producer, prefix: config.queuePrefix });
      leadQueue.on('error', (error) => logger.debug({ err: error }, 'lead queue error (website checks)'));
      worker = createWebsiteCheckWorker({
        connection: workerConnection,
        prefix: config.queuePrefix,
        concurrency: config.websiteCheckConcurrency,
        allowHosts: config.websiteCheckAllowHosts,
        leads: createLeadRepository(pool, analysisRequestForm),
        checks: createWebsiteCheckRepository(pool),
        leadQueue,
        mailer,
        settings: mailSettingsFrom(config),
        ...(metrics ? { metrics } : {}),
        logger,
      });
    },
    async stop() {
      await worker?.close();
      await leadQueue?.close();
      await queue.close();
    },
  };
}

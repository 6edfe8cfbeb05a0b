/**
 * The website check as the analysis request's step (kind-kit/lead-step.ts): the sales notification waits for it,
 * at most WEBSITE_CHECK_WAIT_MS after submission. The lead's job adds the check's job as its child; this
 * module gives it the queue and, where workers run, the check worker.
 */
import type { Worker } from 'bullmq';
import type { LeadStep } from '../../../kind-kit/lead-step.ts';
import type { AnalysisRequestLead } from '../table.ts';
import { createWebsiteCheckQueue, websiteCheckJob, type WebsiteCheckJobData } from './check-queue.ts';
import { createWebsiteCheckMetrics } from './check-metrics.ts';
import { createWebsiteCheckWorker } from './check-worker.ts';
import { createWebsiteCheckRepository } from './repository.ts';
import { settingsOf } from '../../../platform/config/kind-settings.ts';
import { analysisRequestSettings } from '../settings.ts';

export const websiteCheckStep = Object.freeze<LeadStep<AnalysisRequestLead, 'notification'>>({
  mail: 'notification',
  // Leads without a website have nothing to check; a stored check is done (a retried job keeps the first).
  needed: (lead: AnalysisRequestLead) => Boolean(lead.website) && !lead.websiteCheck,
  start({ config, pool, producer, settings, logger, leads, reference }) {
    const queue = createWebsiteCheckQueue(producer, config.queuePrefix, logger);
    const check = settingsOf(config, analysisRequestSettings);
    const waitMs = check.WEBSITE_CHECK_CONCURRENCY === 0 ? 0 : check.WEBSITE_CHECK_WAIT_MS;
    let worker: Worker<WebsiteCheckJobData> | undefined;
    return {
      queue,
      waitMs,
      job: websiteCheckJob,
      startWorker({ connection, mailer, metrics }) {
        if (check.WEBSITE_CHECK_CONCURRENCY === 0) return;
        worker = createWebsiteCheckWorker({
          connection,
          prefix: config.queuePrefix,
          concurrency: check.WEBSITE_CHECK_CONCURRENCY,
          allowHosts: check.WEBSITE_CHECK_ALLOW_HOSTS,
          waitMs,
          leads,
          reference,
          checks: createWebsiteCheckRepository(pool),
          mailer,
          settings,
          ...(metrics ? { metrics: createWebsiteCheckMetrics(metrics.registry) } : {}),
          logger,
        });
      },
      closeWorker: async () => worker?.close(),
      forceCloseWorker: async () => worker?.close(true),
      closeQueue: () => queue.close(),
    };
  },
});

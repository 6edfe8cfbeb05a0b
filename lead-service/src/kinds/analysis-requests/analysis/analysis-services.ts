/**
 * The written analysis as the analysis request's services (kind-kit/kind-services.ts): the desk's analysis
 * endpoints, the visitor's result page, the mail queue with its sweep in the web process, and the mail worker
 * wherever workers run.
 */
import type { KindServices } from '../../../kind-kit/kind-services.ts';
import { analysisApi } from './analysis-api.ts';
import { withAnalyses } from './analysis-export.ts';
import { createAnalysisMailQueue } from './analysis-mail-queue.ts';
import { createAnalysisMailSweep } from './analysis-mail-sweep.ts';
import { createAnalysisMailWorker } from './analysis-mail-worker.ts';
import { resultPaths, resultRoutes } from './result-routes.ts';

/** `/termin?vorgang=…&s=…` of an absolute link. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export const analysisServices: KindServices = Object.freeze<KindServices>({
  deskTools: ['analysis'],
  paths: [resultPaths],
  start({ config, pool, producer, sessionTimes, settings, logger }) {
    const queue = createAnalysisMailQueue({ connection: producer, prefix: config.queuePrefix, backoffMs: config.jobBackoffMs, logger });
    const sweep = createAnalysisMailSweep({ pool, queue, logger, minAgeMs: config.sweepMinAgeMs });
    return {
      deskApi: analysisApi({ pool, sessionTimes, analysisMailQueue: queue, retentionDays: config.retentionDays, logger }),
      visitorPages: resultRoutes({
        pool,
        retentionDays: config.retentionDays,
        // The booking page on this service's own origin: the path of the link the receipt mail carries.
        ...(settings.bookingUrl ? { bookingPathOf: (leadId: string) => pathOf(settings.bookingUrl?.(leadId) ?? '/') } : {}),
      }),
      sweep,
      close: () => queue.close(),
    };
  },
  startWorker({ config, pool, connection, mailer, settings, visitorMailLimit, logger }) {
    const worker = createAnalysisMailWorker({ connection, prefix: config.queuePrefix, pool, mailer, settings, visitorMailLimit, logger });
    return { close: () => worker.close(), forceClose: () => worker.close(true) };
  },
  exportExtras: withAnalyses,
});

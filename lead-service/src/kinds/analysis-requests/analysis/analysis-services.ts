/**
 * The written analysis as the analysis request's services (kind-kit/kind-services.ts): the desk's analysis
 * endpoints, the visitor's result page, and the mail's job (analysis-mail-job.ts) in the one job list.
 */
import type { KindServices } from '../../../kind-kit/kind-services.ts';
import { analysisApi } from './analysis-api.ts';
import { withAnalyses } from './analysis-export.ts';
import { analysisMailJob } from './analysis-mail-job.ts';
import { createAnalysisMailQueue } from './analysis-mail-queue.ts';
import { resultPaths, resultRoutes } from './result-routes.ts';

/** `/termin?vorgang=…&s=…` of an absolute link. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export const analysisServices: KindServices = Object.freeze<KindServices>({
  deskTools: ['analysis'],
  paths: [resultPaths],
  start({ config, pool, producer, queues, sessionTimes, settings, logger }) {
    const queue = createAnalysisMailQueue({ queue: queues.of(analysisMailJob), connection: producer });
    return {
      deskApi: analysisApi({
        pool,
        sessionTimes,
        analysisMailQueue: queue,
        retentionDays: config.retentionDays,
        logger,
        bookingStep: Boolean(settings.bookingUrl),
      }),
      visitorPages: resultRoutes({
        pool,
        retentionDays: config.retentionDays,
        // The booking page on this service's own origin: the path of the link the receipt mail carries.
        ...(settings.bookingUrl ? { bookingPathOf: (leadId: string) => pathOf(settings.bookingUrl?.(leadId) ?? '/') } : {}),
      }),
    };
  },
  jobs: [analysisMailJob],
  exportExtras: withAnalyses,
});

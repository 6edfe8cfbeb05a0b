/** What the written analysis' desk use cases are built from; each takes the part it needs. */
import type pg from 'pg';
import type { Logger } from '../../../../platform/logger.ts';
import type { AnalysisMailQueue } from '../analysis-mail-queue.ts';

export interface AnalysisDeskDependencies {
  pool: pg.Pool;
  analysisMailQueue: AnalysisMailQueue;
  /** How long a request and its result page are kept (the page says until when). */
  retentionDays: number;
  logger: Logger;
  /** The sent page's next step is the booking page (booking links configured); the preview shows the same step. */
  bookingStep?: boolean;
}

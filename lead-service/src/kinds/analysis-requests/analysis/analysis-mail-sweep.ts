/**
 * The sweeper's part for analysis mails: every pass, analyses sent whose mail is neither sent nor refused and
 * that have no live job get one again (a Redis restart, a crash between the desk's send and the queue).
 */
import type pg from 'pg';
import type { Logger } from '../../../platform/logger.ts';

/** Analyses sent whose mail is still to go out and has no live job: added again (a Redis that lost its jobs). */
export function createAnalysisMailSweep(options: {
  pool: pg.Pool;
  queue: { enqueue(leadId: string): Promise<boolean> };
  logger: Logger;
  minAgeMs: number;
  batchSize?: number;
}): () => Promise<number> {
  const { pool, queue, logger, minAgeMs, batchSize = 100 } = options;
  return async () => {
    const { rows } = await pool.query<{ lead_id: string }>(
      `SELECT lead_id::text AS lead_id FROM analyses
        WHERE sent_at IS NOT NULL AND mail_sent_at IS NULL AND mail_error IS NULL
          AND sent_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY sent_at LIMIT $2`,
      [minAgeMs, batchSize],
    );
    let added = 0;
    for (const row of rows) {
      if (await queue.enqueue(row.lead_id)) {
        added += 1;
        logger.info({ leadId: row.lead_id }, 'sweeper queued an analysis mail');
      }
    }
    return added;
  };
}

/**
 * The figures a sales lead asks for, read from the database at scrape time (the database is the record;
 * a counter in one process would forget across restarts and miss the other instances):
 *   - per kind that promises a deadline, its gauge (the promise's metricName, e.g.
 *     sichtwerk_analysis_promise_requests{outcome}): leads of the last four weeks whose deadline was kept,
 *     broken, or is still open (lead-records/promise-figures.ts);
 *   - sichtwerk_lead_first_status_change_seconds{kind}: time from arrival to the first status change of the
 *     leads of the last four weeks, a histogram rebuilt at each scrape.
 * A database that does not answer leaves the series out of this scrape instead of hanging it.
 */
import { Histogram } from 'prom-client';
import type pg from 'pg';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { promiseFigures, promisingForms } from '../../lead-records/promise-figures.ts';
import { ofKindSql } from '../../pipeline/pipeline-table.ts';
import type { Logger } from '../../platform/logger.ts';
import { registerCollectedGauge, type Metrics } from '../../platform/metrics.ts';

const windowMs = 28 * 24 * 3600 * 1000;
/** Bound of one scrape's rows per kind; four weeks of leads are far fewer. */
const maxRows = 20_000;

export function registerPromiseMetrics(forms: readonly LeadForm[], metrics: Metrics, pool: pg.Pool, logger: Logger): void {
  for (const form of promisingForms(forms)) {
    registerCollectedGauge(metrics, {
      name: form.promise.metricName,
      help: `Leads of kind ${form.kind} of the last 28 days by outcome of their promised deadline: kept, broken, open.`,
      labelNames: ['outcome'],
      async collect(gauge) {
        gauge.reset();
        const until = new Date();
        try {
          const figures = await promiseFigures(pool, form, { since: new Date(until.getTime() - windowMs), until });
          gauge.set({ outcome: 'kept' }, figures.kept);
          gauge.set({ outcome: 'broken' }, figures.broken);
          gauge.set({ outcome: 'open' }, figures.open);
        } catch (error) {
          logger.debug({ err: error, leadKind: form.kind }, 'promise figures not available for this scrape');
        }
      },
    });
  }

  new Histogram<'kind'>({
    name: 'sichtwerk_lead_first_status_change_seconds',
    help: 'Time from a lead’s arrival to its first status change, leads of the last 28 days, by form kind.',
    labelNames: ['kind'],
    // Minutes to the 48-hour promise and beyond.
    buckets: [300, 900, 3600, 4 * 3600, 8 * 3600, 24 * 3600, 48 * 3600, 96 * 3600],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      for (const form of forms) {
        try {
          const { rows } = await pool.query<{ seconds: number }>(
            `SELECT extract(epoch FROM first_handled_at - submitted_at)::double precision AS seconds FROM leads
              WHERE ${ofKindSql(form.kind)} AND first_handled_at IS NOT NULL
                AND submitted_at > now() - make_interval(secs => $1::double precision / 1000) LIMIT $2`,
            [windowMs, maxRows],
          );
          for (const row of rows) this.observe({ kind: form.kind }, Math.max(0, Number(row.seconds)));
        } catch (error) {
          logger.debug({ err: error, leadKind: form.kind }, 'first status change times not available for this scrape');
        }
      }
    },
  });
}

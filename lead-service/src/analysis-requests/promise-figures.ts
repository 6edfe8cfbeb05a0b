/**
 * How well the 48-hour promise of /kostenlose-analyse was kept for the analysis requests received in a window:
 * kept = the analysis was presented (status `presented`, or straight to `won`) within 48 hours of arrival,
 * by the first status change to it in the history; broken = not within 48 hours, and they are over; open =
 * the 48 hours are still running. Plus the median time from arrival to the first status change.
 */
import type pg from 'pg';

export interface PromiseFigures {
  requests: number;
  kept: number;
  broken: number;
  open: number;
  medianFirstContactMs: number | null;
}

export async function analysisPromiseFigures(pool: pg.Pool, window: { since: Date; until: Date }): Promise<PromiseFigures> {
  const { rows } = await pool.query<{ requests: number; kept: number; broken: number; open: number; median_ms: number | null }>(
    `WITH requests AS (
       SELECT r.id, r.submitted_at, r.first_handled_at,
              (SELECT min(e.at) FROM lead_events e
                WHERE e.lead_id = r.id AND e.action = 'status_changed' AND e.detail->>'to' IN ('presented', 'won')) AS presented_at
         FROM contact_submissions r
        WHERE r.submitted_at >= $1 AND r.submitted_at < $2
     )
     SELECT count(*)::int AS requests,
            count(*) FILTER (WHERE presented_at <= submitted_at + interval '48 hours')::int AS kept,
            count(*) FILTER (WHERE (presented_at IS NULL OR presented_at > submitted_at + interval '48 hours')
                               AND submitted_at + interval '48 hours' <= now())::int AS broken,
            count(*) FILTER (WHERE presented_at IS NULL AND submitted_at + interval '48 hours' > now())::int AS open,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_handled_at - submitted_at) * 1000))::float8 AS median_ms
       FROM requests`,
    [window.since, window.until],
  );
  const row = rows[0];
  return {
    requests: row?.requests ?? 0,
    kept: row?.kept ?? 0,
    broken: row?.broken ?? 0,
    open: row?.open ?? 0,
    medianFirstContactMs: row?.median_ms === null || row?.median_ms === undefined ? null : Math.round(row.median_ms),
  };
}

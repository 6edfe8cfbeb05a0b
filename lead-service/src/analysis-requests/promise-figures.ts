/**
 * The free analysis's promise in figures (48 calendar hours from arrival to „Analyse vorgestellt“), for the
 * sales desk ("letzte vier Wochen") and /metrics. A request counts as kept when the first status change to
 * `presented` — or straight on to `won` — happened within 48 hours; broken when the 48 hours are over without
 * it; open while they are not over. Requests held as spam are no requests. The median time to first contact is
 * first_handled_at − submitted_at over the requests handled at all.
 */
import type pg from 'pg';
import { analysisPromiseMs } from './reminders.ts';

export interface AnalysisPromiseFigures {
  requests: number;
  kept: number;
  broken: number;
  open: number;
  medianFirstContactMs: number | null;
}

export async function analysisPromiseFigures(pool: pg.Pool, window: { since: Date; until: Date }): Promise<AnalysisPromiseFigures> {
  const { rows } = await pool.query<{ requests: number; kept: number; broken: number; open: number; median_ms: number | null }>(
    `WITH requests AS (
       SELECT s.submitted_at,
              s.first_handled_at,
              s.submitted_at + make_interval(secs => $3::double precision / 1000) AS due_at,
              (SELECT min(e.at) FROM lead_events e
                WHERE e.lead_id = s.id AND e.action = 'status_changed' AND e.detail ->> 'to' IN ('presented', 'won')) AS presented_at
         FROM contact_submissions s
        WHERE s.submitted_at >= $1 AND s.submitted_at < $2 AND NOT spam_held(s.spam_reason)
     )
     SELECT count(*)::int AS requests,
            count(*) FILTER (WHERE presented_at <= due_at)::int AS kept,
            count(*) FILTER (WHERE (presented_at IS NULL OR presented_at > due_at) AND due_at <= now())::int AS broken,
            count(*) FILTER (WHERE presented_at IS NULL AND due_at > now())::int AS open,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_handled_at - submitted_at) * 1000)
              FILTER (WHERE first_handled_at IS NOT NULL) AS median_ms
       FROM requests`,
    [window.since, window.until, analysisPromiseMs],
  );
  const row = rows[0];
  return {
    requests: row?.requests ?? 0,
    kept: row?.kept ?? 0,
    broken: row?.broken ?? 0,
    open: row?.open ?? 0,
    medianFirstContactMs: row?.median_ms === null || row?.median_ms === undefined ? null : Math.round(Number(row.median_ms)),
  };
}

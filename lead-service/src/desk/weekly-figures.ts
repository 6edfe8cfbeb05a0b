/**
 * The desk's weekly figures of one kind over the last eight weeks (weeks Monday to Sunday in Berlin, the
 * current one last): leads received, the first response's median and 90th percentile (received → first call
 * attempt or status change, first_handled_at), and for a kind that promises a deadline how many were kept.
 * Computed in PostgreSQL (percentile_cont) from one range of `leads`; held spam is no lead.
 */
import type { WeekFigures } from '@sichtwerk/forms/desk/figures-contract';
import type pg from 'pg';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { ofKindSql } from '../pipeline/pipeline-table.ts';

export const figureWeeks = 8;

export async function weeklyFigures(pool: pg.Pool, form: LeadForm, now: Date): Promise<WeekFigures[]> {
  const ofKind = ofKindSql(form.kind, 's');
  const promise = form.promise;
  // The promise's columns on the lead (kind-kit/lead-promise.ts); NULL for a kind that promises nothing.
  const promiseColumns = ', s.promise_due_at AS due_at, s.promise_kept_at AS kept_at';
  const { rows } = await pool.query<{
    week: string;
    label: string;
    starts_on: string;
    leads: number;
    responded: number;
    median_ms: number | null;
    p90_ms: number | null;
    decided: number;
    kept: number;
  }>(
    `WITH weeks AS (
       SELECT week, week AT TIME ZONE 'Europe/Berlin' AS starts, (week + interval '1 week') AT TIME ZONE 'Europe/Berlin' AS ends
         FROM generate_series(date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin') - ($2 - 1) * interval '1 week',
                              date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin'), interval '1 week') AS week
     ), received AS (
       SELECT w.week, extract(epoch FROM s.first_handled_at - s.submitted_at) * 1000 AS response_ms ${promiseColumns}
         FROM weeks w
         JOIN leads s ON ${ofKind} AND s.submitted_at >= w.starts AND s.submitted_at < w.ends AND s.submitted_at <= $1
        WHERE NOT spam_held(s.spam_reason)
     )
     SELECT to_char(w.week, 'YYYY-MM-DD') AS week, 'KW ' || to_char(w.week, 'FMIW') AS label, to_char(w.week, 'DD.MM.') AS starts_on,
            count(r.week)::int AS leads,
            count(r.response_ms)::int AS responded,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY r.response_ms) AS median_ms,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY r.response_ms) AS p90_ms,
            count(*) FILTER (WHERE r.kept_at <= r.due_at OR r.due_at <= $1)::int AS decided,
            count(*) FILTER (WHERE r.kept_at <= r.due_at)::int AS kept
       FROM weeks w LEFT JOIN received r ON r.week = w.week
      GROUP BY w.week ORDER BY w.week`,
    [now, figureWeeks],
  );
  const ms = (value: number | null) => (value === null ? null : Math.round(Number(value)));
  return rows.map((row) => ({
    week: row.week,
    label: row.label,
    startsOn: row.starts_on,
    leads: row.leads,
    responded: row.responded,
    medianResponseMs: ms(row.median_ms),
    p90ResponseMs: ms(row.p90_ms),
    promise: promise ? { decided: row.decided, kept: row.kept } : null,
  }));
}

/**
 * How well a kind kept the deadline it promises (its descriptor's `promise`, e.g. the free analysis within 48
 * calendar hours), for the sales desk ("letzte vier Wochen") and /metrics. A lead counts as kept when the
 * promise's moment (leads.promise_kept_at: for the free analysis, the visitor's mail sent) came within the deadline;
 * broken when the deadline is over without it; open while it is not over. Leads held as spam are no leads. The median time to first
 * contact is first_handled_at − submitted_at over the leads handled at all.
 */
import type pg from 'pg';
import type { LeadForm, LeadPromise } from '../kind-kit/define-lead-form.ts';
import { ofKindSql } from '../pipeline/pipeline-table.ts';

export interface PromiseFigures {
  requests: number;
  kept: number;
  broken: number;
  open: number;
  medianFirstContactMs: number | null;
}

export async function promiseFigures(
  pool: pg.Pool,
  form: LeadForm & { promise: LeadPromise },
  window: { since: Date; until: Date },
): Promise<PromiseFigures> {
  const { rows } = await pool.query<{ requests: number; kept: number; broken: number; open: number; median_ms: number | null }>(
    `WITH requests AS (
       SELECT s.submitted_at,
              s.first_handled_at,
              s.promise_due_at AS due_at,
              s.promise_kept_at AS kept_at
         FROM leads s
        WHERE ${ofKindSql(form.kind, 's')} AND s.submitted_at >= $1 AND s.submitted_at < $2 AND NOT spam_held(s.spam_reason)
     )
     SELECT count(*)::int AS requests,
            count(*) FILTER (WHERE kept_at <= due_at)::int AS kept,
            count(*) FILTER (WHERE (kept_at IS NULL OR kept_at > due_at) AND due_at <= now())::int AS broken,
            count(*) FILTER (WHERE kept_at IS NULL AND due_at > now())::int AS open,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_handled_at - submitted_at) * 1000)
              FILTER (WHERE first_handled_at IS NOT NULL) AS median_ms
       FROM requests`,
    [window.since, window.until],
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

/** The kinds that promise a deadline, each with its promise. */
export function promisingForms(forms: readonly LeadForm[]): (LeadForm & { promise: LeadPromise })[] {
  return forms.filter((form): form is LeadForm & { promise: LeadPromise } => form.promise !== undefined);
}

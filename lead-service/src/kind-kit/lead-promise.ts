/**
 * The visitor's promise as two columns of the lead (migration 075): `promise_due_at`, written on arrival from the
 * kind's `withinMs`, and `promise_kept_at`, written by the kind whenever something its `keptAtSql` reads changes.
 * The lists, the digest, the figures and the reminders read the columns, so „Meine Leads“ finds the broken
 * promises as one index range by deadline instead of recomputing „kept“ for every open lead.
 */
import type pg from 'pg';
import { sql, type SqlFragment } from '../platform/db/sql.ts';
import type { LeadPromise } from './define-lead-form.ts';

type Db = Pick<pg.PoolClient, 'query'>;

/** The deadline of a lead arriving in this statement (submitted_at defaults to the transaction's now()). */
export function promiseDueOnArrival(promise: LeadPromise): SqlFragment {
  return sql`now() + ${promise.withinMs} * interval '1 millisecond'`;
}

/**
 * Writes the lead's kept moment from the kind's rule, in the caller's transaction: call it after changing what
 * the rule reads (for the analysis: its mail accepted, a version published). NULL again if the rule says so.
 */
export async function recordPromiseState(db: Db, promise: LeadPromise, leadId: string): Promise<void> {
  // keptAtSql is the descriptor's constant text over alias s, never input.
  await db.query(`UPDATE leads s SET promise_kept_at = ${promise.keptAtSql} WHERE s.id = $1`, [leadId]);
}

/** The promise is still to be kept, as SQL over the lead's row (alias `s`): an open status and not kept yet. */
export function promiseOpenSql(promise: LeadPromise): string {
  const statuses = promise.openStatuses.map((status) => `'${status.replace(/'/g, "''")}'`).join(', ');
  return `(s.status IN (${statuses}) AND s.promise_kept_at IS NULL)`;
}

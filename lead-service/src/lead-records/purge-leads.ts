/**
 * Retention: deletes leads older than a number of days, of every kind, in one statement over `leads`, so personal data is not kept
 * longer than needed (DSGVO Art. 5 (1) e). Rows whose retention column lies in the future are spared —
 * their legal retention period has not ended. Used by `npm run leads -- purge` and the daily maintenance
 * job (ops/retention/retention-job.ts).
 */
import type pg from 'pg';
import type { RecordTable } from './record-tables.ts';

export interface PurgedTable {
  kind: string;
  /** ids deleted (or, in a dry run, that would be). */
  deleted: string[];
  /** Old enough, but kept because of their retention column. */
  spared: number;
}

export async function purgeLeads(
  pool: pg.Pool,
  tables: readonly RecordTable[],
  { olderThanDays, dryRun = false }: { olderThanDays: number; dryRun?: boolean },
): Promise<PurgedTable[]> {
  if (!Number.isInteger(olderThanDays) || olderThanDays < 1) throw new Error('olderThanDays must be a whole number ≥ 1');
  const kinds = tables.map((lead) => lead.formKind);
  // One statement each over leads (leads_inbox_idx by time); a lead's kind row, mails and work go with it.
  const old = 'submitted_at < now() - make_interval(days => $1) AND kind = ANY($2::text[])';
  const spared = await pool.query<{ kind: string; count: number }>(
    `SELECT kind, count(*)::int AS count FROM leads WHERE ${old} AND retain_until > now() GROUP BY kind`,
    [olderThanDays, kinds],
  );
  const deleted = await pool.query<{ id: string; kind: string }>(
    dryRun
      ? `SELECT id::text AS id, kind FROM leads WHERE ${old} AND NOT (retain_until > now() IS TRUE)`
      : `DELETE FROM leads WHERE ${old} AND NOT (retain_until > now() IS TRUE) RETURNING id::text AS id, kind`,
    [olderThanDays, kinds],
  );
  return tables.map((lead) => ({
    kind: lead.kind,
    deleted: deleted.rows.filter((row) => row.kind === lead.formKind).map((row) => row.id),
    spared: spared.rows.find((row) => row.kind === lead.formKind)?.count ?? 0,
  }));
}

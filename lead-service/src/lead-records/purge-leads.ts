/**
 * Retention: deletes leads older than a number of days from every lead table, so personal data is not kept
 * longer than needed (DSGVO Art. 5 (1) e). Rows whose retention column lies in the future are spared —
 * their legal retention period has not ended. Used by `npm run leads -- purge` and the daily maintenance
 * job (ops/retention/retention-job.ts).
 */
import type pg from 'pg';
import { quoteIdentifier, type RecordTable } from './record-tables.ts';

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
  const results: PurgedTable[] = [];
  for (const lead of tables) {
    const table = quoteIdentifier(lead.table);
    const old = `${quoteIdentifier(lead.createdColumn)} < now() - make_interval(days => $1)`;
    const retained = lead.retentionColumn ? `${quoteIdentifier(lead.retentionColumn)} > now()` : 'false';
    const spared = await pool.query<{ count: string }>(`SELECT count(*) FROM ${table} WHERE ${old} AND ${retained}`, [olderThanDays]);
    const deleted = await pool.query<{ id: string }>(
      dryRun
        ? `SELECT id::text AS id FROM ${table} WHERE ${old} AND NOT (${retained} IS TRUE)`
        : `DELETE FROM ${table} WHERE ${old} AND NOT (${retained} IS TRUE) RETURNING id::text AS id`,
      [olderThanDays],
    );
    results.push({ kind: lead.kind, deleted: deleted.rows.map((row) => row.id), spared: Number(spared.rows[0]?.count ?? 0) });
  }
  return results;
}

/** How many leads wait in the review list ("Prüfen"), for the count on its tab: each table's review index. */
import type pg from 'pg';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { assertIdentifier } from '../pipeline/pipeline-table.ts';

export async function reviewCount(forms: readonly LeadForm[], pool: pg.Pool): Promise<number> {
  const counts = await Promise.all(
    forms.map(
      async (form) =>
        (
          await pool.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM ${assertIdentifier(form.table.name)} WHERE spam_reason IS NOT NULL`,
          )
        ).rows[0]?.count ?? 0,
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** How many leads wait in the review list ("Prüfen"), for the count on its tab: one count over the review index of `leads`. */
import type pg from 'pg';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';

export async function reviewCount(forms: readonly LeadForm[], pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM leads WHERE spam_reason IS NOT NULL AND kind = ANY($1::text[])',
    [forms.map((form) => form.kind)],
  );
  return rows[0]?.count ?? 0;
}

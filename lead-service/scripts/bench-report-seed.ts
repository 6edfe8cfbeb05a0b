/**
 * What the conversion report reads, added to the bench's desk once (scripts/bench-desk.ts): every lead of a kind
 * that stores its source gets one (form page, and for two in three UTM parameters from a few campaigns), and of
 * the analysis requests 40 % their analysis sent, 20 % a strategy call (held, not held or cancelled) and 5 % a
 * contract with package and monthly value. Set-based, like the desk's seed; marked done by table bench_report_seed.
 */
import { plans } from '@sichtwerk/content/plans';
import type pg from 'pg';
import { anyLeadForms } from '../src/lead-forms.ts';

export async function seedReportFacts(pool: pg.Pool, adviserId: string, log: (line: string) => void): Promise<void> {
  const done = await pool.query('SELECT 1 FROM bench_report_seed').catch(() => ({ rowCount: 0 }));
  if (done.rowCount) return;
  const started = Date.now();
  log('adding sources, analyses, calls and contracts for the conversion report …');
  const client = await pool.connect();
  try {
    await client.query('SET synchronous_commit = off');
    for (const form of anyLeadForms.filter((candidate) => candidate.recordsSource !== false)) {
      await client.query(
        `UPDATE leads SET source = jsonb_strip_nulls(jsonb_build_object(
        'page', (ARRAY['/kostenlose-analyse', '/rueckruf', '/kontakt', '/empfehlung', '/seo-fuer-kleine-unternehmen'])[1 + abs(hashtext(id::text)) % 5],
        'utm', CASE WHEN abs(hashtext(id::text || 'u')) % 3 < 2 THEN jsonb_build_object(
          'utm_source', (ARRAY['google', 'newsletter', 'facebook', 'linkedin'])[1 + abs(hashtext(id::text || 's')) % 4],
          'utm_medium', (ARRAY['cpc', 'email', 'social'])[1 + abs(hashtext(id::text || 'm')) % 3],
          'utm_campaign', 'kampagne-' || (abs(hashtext(id::text || 'c')) % 40)) END))
        WHERE kind = $1`,
        [form.kind],
      );
    }
    await client.query(`INSERT INTO analyses (lead_id, draft, created_by, updated_by, sent_at, sent_by, mail_sent_at)
      SELECT id, '{}'::jsonb, 'bench', 'bench', submitted_at + interval '1 day', 'bench', submitted_at + interval '1 day'
        FROM leads WHERE kind = 'analysis-request' AND abs(hashtext(id::text || 'a')) % 10 < 4
      ON CONFLICT (lead_id) DO NOTHING`);
    // Held, no-show and cancelled calls only: the adviser's overlap rule is for booked ones.
    await client.query(
      `INSERT INTO bookings (lead_id, adviser_id, starts_at, ends_at, blocked_until, status, status_before, uid, email, name)
       SELECT id, $1, submitted_at + interval '3 days', submitted_at + interval '3 days 30 minutes', submitted_at + interval '3 days 30 minutes',
              (ARRAY['held', 'held', 'no_show', 'cancelled'])[1 + abs(hashtext(id::text || 'b')) % 4], 'new', 'bench-' || id, 'bench@example.de', 'Bench'
         FROM leads WHERE kind = 'analysis-request' AND abs(hashtext(id::text || 'a')) % 10 < 2`,
      [adviserId],
    );
    // The content's packages at their prices.
    await client.query(
      `INSERT INTO lead_outcomes (lead_id, outcome, package, monthly_value, contract_date, set_by)
       SELECT id, 'won', ($1::text[])[1 + abs(hashtext(id::text || 'p')) % $3],
              ($2::int[])[1 + abs(hashtext(id::text || 'p')) % $3], (submitted_at AT TIME ZONE 'Europe/Berlin')::date + 14, 'bench'
         FROM leads WHERE kind = 'analysis-request' AND abs(hashtext(id::text || 'a')) % 20 = 0`,
      [plans.map((plan) => plan.id), plans.map((plan) => plan.priceMonthly), plans.length],
    );
    await client.query('VACUUM (ANALYZE)');
    await client.query('CREATE TABLE bench_report_seed AS SELECT now() AS seeded_at');
  } finally {
    client.release();
  }
  log(`report facts added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

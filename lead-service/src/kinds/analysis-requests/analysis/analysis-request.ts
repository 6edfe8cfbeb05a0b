/** What the written analysis reads of its analysis request: the spam flag and stored pre-check, and the page's company and retention day. */
import type pg from 'pg';
import { websiteCheckFromJson, websiteCheckJsonSql, type WebsiteCheck } from '../website-check/repository.ts';

export async function findAnalysisRequest(
  pool: pg.Pool,
  id: string,
): Promise<{ spamReason: string | null; websiteCheck: WebsiteCheck | null } | undefined> {
  const { rows } = await pool.query<{ spam_reason: string | null; website_check: unknown }>(
    `SELECT spam_reason, ${websiteCheckJsonSql('leads.id')} AS website_check FROM leads WHERE id = $1 AND kind = 'analysis-request'`,
    [id],
  );
  const row = rows[0];
  return row ? { spamReason: row.spam_reason, websiteCheck: websiteCheckFromJson(row.website_check) } : undefined;
}

/** The company the result page greets and the day the request (and its page) is erased. */
export async function resultPageLead(
  pool: pg.Pool,
  id: string,
  retentionDays: number,
): Promise<{ company: string; retainUntil: Date } | undefined> {
  const { rows } = await pool.query<{ company: string; retain_until: Date }>(
    `SELECT company, submitted_at + make_interval(days => $2) AS retain_until FROM (leads JOIN contact_submissions USING (id)) WHERE id = $1`,
    [id, retentionDays],
  );
  const row = rows[0];
  return row ? { company: row.company, retainUntil: row.retain_until } : undefined;
}

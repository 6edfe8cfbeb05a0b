/** The website_checks table: one stored check per analysis request, deleted with it (ON DELETE CASCADE). */
import type pg from 'pg';
import type { Finding } from './findings.ts';
import type { CheckOutcome, CheckResult } from './run-check.ts';

export interface StoredWebsiteCheck {
  url: string;
  outcome: CheckOutcome;
  findings: Finding[];
  durationMs: number;
  checkedAt: Date;
  followUpSentAt: Date | null;
}

export interface WebsiteCheckRow {
  url: string;
  outcome: CheckOutcome;
  findings: Finding[];
  duration_ms: number;
  checked_at: Date;
  follow_up_sent_at: Date | null;
}

export function websiteCheckFromRow(row: WebsiteCheckRow): StoredWebsiteCheck {
  return {
    url: row.url,
    outcome: row.outcome,
    findings: row.findings,
    durationMs: row.duration_ms,
    checkedAt: row.checked_at,
    followUpSentAt: row.follow_up_sent_at,
  };
}

export interface WebsiteCheckRepository {
  /** Stores the result once; a second save for the same lead (a retried job) keeps the first. */
  save(leadId: string, result: CheckResult): Promise<void>;
  find(leadId: string): Promise<StoredWebsiteCheck | undefined>;
  markFollowUpSent(leadId: string): Promise<void>;
}

export function createWebsiteCheckRepository(pool: pg.Pool): WebsiteCheckRepository {
  return {
    async save(leadId, result) {
      // The lead may have been erased while the check ran; then there is nothing to attach the result to.
      await pool.query(
        `INSERT INTO website_checks (lead_id, url, outcome, findings, duration_ms)
         SELECT $1, $2, $3, $4::jsonb, $5 WHERE EXISTS (SELECT 1 FROM contact_submissions WHERE id = $1)
         ON CONFLICT (lead_id) DO NOTHING`,
        [leadId, result.url, result.outcome, JSON.stringify(result.findings), Math.round(result.durationMs)],
      );
    },
    async find(leadId) {
      const result = await pool.query<WebsiteCheckRow>('SELECT * FROM website_checks WHERE lead_id = $1', [leadId]);
      const row = result.rows[0];
      return row ? websiteCheckFromRow(row) : undefined;
    },
    async markFollowUpSent(leadId) {
      await pool.query('UPDATE website_checks SET follow_up_sent_at = now() WHERE lead_id = $1', [leadId]);
    },
  };
}

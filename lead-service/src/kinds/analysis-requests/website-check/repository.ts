/** The website_checks table: one stored check per analysis request, deleted with it (ON DELETE CASCADE). */
import type pg from 'pg';
import type { Finding } from './findings.ts';
import type { CheckOutcome, CheckResult } from './run-check.ts';

export interface WebsiteCheck {
  url: string;
  outcome: CheckOutcome;
  findings: Finding[];
  durationMs: number;
  checkedAt: Date;
  followUpSentAt: Date | null;
}

/** The check's fields and their columns; everything that reads a check builds its SQL from this. */
const columns = {
  url: 'url',
  outcome: 'outcome',
  findings: 'findings',
  durationMs: 'duration_ms',
  checkedAt: 'checked_at',
  followUpSentAt: 'follow_up_sent_at',
} as const satisfies Record<keyof WebsiteCheck, string>;

/**
 * The check of the lead whose id `leadIdSql` names, as one jsonb value (NULL when there is none): the analysis
 * request loads it with the lead (kinds/analysis-requests/table.ts). `leadIdSql` is a column reference from code.
 */
export function websiteCheckJsonSql(leadIdSql: string): string {
  const pairs = Object.entries(columns).map(([field, column]) => `'${field}', w.${column}`);
  return `(SELECT jsonb_build_object(${pairs.join(', ')}) FROM website_checks w WHERE w.lead_id = ${leadIdSql})`;
}

/** jsonb carries the times as text; everything else arrives as stored. */
export function websiteCheckFromJson(raw: unknown): WebsiteCheck | null {
  if (raw === null || raw === undefined) return null;
  const check = raw as Omit<WebsiteCheck, 'checkedAt' | 'followUpSentAt'> & { checkedAt: string; followUpSentAt: string | null };
  return { ...check, checkedAt: new Date(check.checkedAt), followUpSentAt: check.followUpSentAt ? new Date(check.followUpSentAt) : null };
}

export interface WebsiteCheckRepository {
  /** Stores the result once; a second save for the same lead (a retried job) keeps the first. */
  save(leadId: string, result: CheckResult): Promise<void>;
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
    async markFollowUpSent(leadId) {
      await pool.query('UPDATE website_checks SET follow_up_sent_at = now() WHERE lead_id = $1', [leadId]);
    },
  };
}

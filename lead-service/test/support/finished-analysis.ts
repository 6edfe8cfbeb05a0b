import { analysisRatings, analysisSections } from '@sichtwerk/content/analysis-result';
import type { Pool } from 'pg';
import { recordPromiseState } from '../../src/kind-kit/lead-promise.ts';
import { analysisPromise } from '../../src/kinds/analysis-requests/reminders.ts';

/** The editor's draft as the desk's API returns it: its sections in the offer's order. */
export interface OpenedAnalysis {
  revision: number;
  content: { sections: ReadonlyArray<{ key: string }> };
}

/** What staff write before sending: every area rated and named by a finding, a summary; nothing left as a suggestion. */
export function finishedAnalysis(opened: OpenedAnalysis) {
  const rating = Object.keys(analysisRatings).find((key) => key !== 'unchecked') ?? 'good';
  return {
    sections: opened.content.sections.map((section) => ({
      key: section.key,
      rating,
      ratingPrefilled: false,
      findings: [{ text: `Geprüft: ${section.key}`, prefilled: false }],
    })),
    summary: 'Im Umkreis finden dich Kunden gut; bei den Bewertungen ist noch Luft.',
  };
}

/**
 * What sending a complete analysis from the desk and the mail worker leave behind, written straight into the
 * tables for stories about history: the analysis mailed at `at`, its version 1 published then, every area rated
 * with a finding as sending requires (only such an analysis keeps the 48-hour promise).
 */
export async function insertSentAnalysis(pool: Pick<Pool, 'query'>, leadId: string, at: Date): Promise<void> {
  const content = finishedAnalysis({ revision: 0, content: { sections: analysisSections } });
  await pool.query(
    `INSERT INTO analyses (lead_id, draft, created_by, updated_by, sent_at, sent_by, mail_sent_at) VALUES ($1, $2, 'anna', 'anna', $3, 'anna', $3)`,
    [leadId, content, at],
  );
  await pool.query(
    `INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_at, published_by) VALUES ($1, 1, $2, 'Anna Beispiel', $3, 'anna')`,
    [leadId, content, at],
  );
  await recordPromiseState(pool, analysisPromise, leadId);
}

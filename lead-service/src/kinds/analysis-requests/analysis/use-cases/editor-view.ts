/** What the editor is shown: the stored analysis, what sending still lacks, and the vocabulary in order. */
import { analysisRatings, analysisSections } from '@sichtwerk/content/analysis-result';
import { analysisBounds, analysisRatingKeys, type AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import type pg from 'pg';
import { displayNameOf } from '../../../../platform/staff/users.ts';
import { sendProblems } from '../analysis-content.ts';
import type { StoredAnalysis } from '../analysis-repository.ts';
import { noAnalysis } from './analysis-refusals.ts';

export async function editorView(pool: pg.Pool, analysis: StoredAnalysis | undefined, username: string): Promise<AnalysisEditorView> {
  if (!analysis) throw noAnalysis();
  return {
    leadId: analysis.leadId,
    revision: analysis.revision,
    content: analysis.draft,
    updatedAt: analysis.updatedAt.toISOString(),
    updatedBy: (await displayNameOf(pool, analysis.updatedBy)) ?? analysis.updatedBy,
    sentAt: analysis.sentAt?.toISOString() ?? null,
    sentBy: analysis.sentBy,
    mail: analysis.mailSentAt
      ? { state: 'sent' as const, at: analysis.mailSentAt.toISOString() }
      : analysis.mailError
        ? { state: 'failed' as const, error: analysis.mailError }
        : analysis.sentAt
          ? { state: 'pending' as const }
          : null,
    versions: analysis.versions.map((version) => ({ ...version, publishedAt: version.publishedAt.toISOString() })),
    problems: sendProblems(analysis.draft),
    adviserName: await displayNameOf(pool, username),
    sections: analysisSections.map((section) => ({ key: section.key, title: section.title })),
    ratings: analysisRatingKeys.map((key) => ({ key, label: analysisRatings[key] })),
    bounds: analysisBounds,
  };
}

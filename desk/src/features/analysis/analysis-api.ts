import type { AnalysisContent, AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { api } from '../../lib/api.ts';

/**
 * The analysis of one analysis request (/vertrieb/api/leads/<id>/analysis). Opening it starts the draft from
 * the website pre-check the first time; opening it twice — two tabs, two colleagues — gives the same draft.
 */
export const openAnalysis = (leadId: string) => api<AnalysisEditorView>(`/leads/${leadId}/analysis`, {});

export const saveAnalysisDraft = (leadId: string, revision: number, content: AnalysisContent) =>
  api<AnalysisEditorView>(`/leads/${leadId}/analysis/draft`, { revision, content });

/** `send` (once) or `correct` (a new version on the same link), from the revision on screen. */
export const publishAnalysis = (leadId: string, kind: 'send' | 'correct', revision: number) =>
  api<AnalysisEditorView>(`/leads/${leadId}/analysis/${kind}`, { revision });

/** A failure as the editor shows it: the service's German message. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

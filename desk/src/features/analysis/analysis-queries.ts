import type { AnalysisContent, AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { analysisApi } from '../../lib/api.ts';

/**
 * The analysis of one analysis request. Opening it (POST) starts the draft from the website pre-check the first
 * time; opening it twice — two tabs, two colleagues — gives the same draft.
 */
export function analysisQuery(leadId: string) {
  return queryOptions({
    queryKey: ['analysis', leadId],
    queryFn: () => analysisApi.openAnalysis({ params: { id: leadId } }),
    // The draft on screen is what staff are typing; a refetch must not replace it behind their back.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const saveAnalysisDraft = (leadId: string, revision: number, content: AnalysisContent) =>
  analysisApi.saveDraft({ params: { id: leadId }, body: { revision, content } });

/** `send` (once) or `correct` (a new version on the same link), from the revision on screen. */
export const publishAnalysis = (leadId: string, kind: 'send' | 'correct', revision: number) =>
  analysisApi[kind]({ params: { id: leadId }, body: { revision } });

/** What the service answered becomes the cached analysis; after sending, the lead's page and the lists are asked again. */
export function useAnalysisAnswer(leadId: string) {
  const queryClient = useQueryClient();
  return async (view: AnalysisEditorView, published: boolean) => {
    queryClient.setQueryData(analysisQuery(leadId).queryKey, view);
    if (published) {
      await queryClient.invalidateQueries({ queryKey: ['lead', leadId] });
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
    }
  };
}

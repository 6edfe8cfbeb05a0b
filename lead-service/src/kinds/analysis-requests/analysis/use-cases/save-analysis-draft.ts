/** Staff save the draft against the revision they started from: a colleague's save in between is a 409 naming them. */
import type { AnalysisContent, AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import { saveDraft } from '../analysis-repository.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { conflictError } from './analysis-refusals.ts';
import { editorView } from './editor-view.ts';

export async function saveAnalysisDraft(
  { pool }: Pick<AnalysisDeskDependencies, 'pool'>,
  actor: DeskSession,
  id: string,
  body: { revision: number; content: AnalysisContent },
): Promise<AnalysisEditorView> {
  const outcome = await saveDraft(pool, { leadId: id, content: body.content, baseRevision: body.revision, actor: actor.username });
  if (outcome && 'conflict' in outcome) throw await conflictError(pool, outcome);
  return editorView(pool, outcome?.saved, actor.username);
}

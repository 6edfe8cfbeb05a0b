/** Staff publish a correction of a sent analysis: a further version on the same link, without a new mail. */
import type { AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { editorView } from './editor-view.ts';
import { publishChecked } from './publish-checked.ts';

export async function correctAnalysis(
  deps: Pick<AnalysisDeskDependencies, 'pool'>,
  actor: DeskSession,
  id: string,
  { revision }: { revision: number },
): Promise<AnalysisEditorView> {
  return editorView(deps.pool, await publishChecked(deps, actor, id, { revision, first: false }), actor.username);
}

/** The editor reads an analysis as it is stored now. */
import type { AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import { readAnalysis } from '../analysis-repository.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { editorView } from './editor-view.ts';

export async function readEditor(
  { pool }: Pick<AnalysisDeskDependencies, 'pool'>,
  actor: DeskSession,
  id: string,
): Promise<AnalysisEditorView> {
  return editorView(pool, await readAnalysis(pool, id), actor.username);
}

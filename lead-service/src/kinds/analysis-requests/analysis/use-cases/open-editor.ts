/** Staff open a request's analysis: the first time its draft starts from the website pre-check; opened twice, it is the same draft. */
import type { AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import { findAnalysisRequest } from '../analysis-request.ts';
import { openAnalysis } from '../analysis-repository.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { noRequest } from './analysis-refusals.ts';
import { editorView } from './editor-view.ts';

export async function openEditor(
  { pool }: Pick<AnalysisDeskDependencies, 'pool'>,
  actor: DeskSession,
  id: string,
): Promise<AnalysisEditorView> {
  const request = await findAnalysisRequest(pool, id);
  if (!request) throw noRequest();
  return editorView(pool, await openAnalysis(pool, id, actor.username, request.websiteCheck), actor.username);
}

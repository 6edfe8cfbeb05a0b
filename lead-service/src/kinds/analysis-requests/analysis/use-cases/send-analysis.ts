/**
 * Staff send the analysis once: version 1 is published, the lead moves to „Analyse verschickt“, and the
 * visitor's mail is queued (if Redis is away, the sweeper queues it on its next pass: the send is committed).
 */
import type { AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { editorView } from './editor-view.ts';
import { publishChecked } from './publish-checked.ts';

export async function sendAnalysis(
  deps: AnalysisDeskDependencies,
  actor: DeskSession,
  id: string,
  { revision }: { revision: number },
): Promise<AnalysisEditorView> {
  const published = await publishChecked(deps, actor, id, { revision, first: true });
  await deps.analysisMailQueue
    .enqueue(id)
    .catch((error: unknown) => deps.logger.warn({ leadId: id, err: error }, 'analysis mail not queued; the sweeper will'));
  return editorView(deps.pool, published, actor.username);
}

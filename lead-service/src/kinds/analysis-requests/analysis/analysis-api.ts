/**
 * The desk's analysis endpoints under /vertrieb/api/leads/<id>/analysis (@sichtwerk/forms/desk/analysis-contract),
 * each bound to its use case in use-cases/: open (start the draft from the pre-check), read, save the draft
 * against the revision it started from, the preview page (exactly the visitor's page, from the draft), send
 * (once) and publish a correction. Bodies may hold a whole analysis (the desk's other bodies are a few hundred bytes).
 */
import { analysisEndpoints } from '@sichtwerk/forms/desk/analysis-contract';
import type { Router } from 'express';
import { endpointRoutes } from '../../../platform/http/endpoint-routes.ts';
import { deskGuards, sessionOf } from '../../../platform/staff/desk-session.ts';
import type { SessionTimes } from '../../../platform/staff/sessions.ts';
import type { AnalysisDeskDependencies } from './use-cases/analysis-desk-dependencies.ts';
import { correctAnalysis } from './use-cases/correct-analysis.ts';
import { openEditor } from './use-cases/open-editor.ts';
import { previewResult } from './use-cases/preview-result.ts';
import { readEditor } from './use-cases/read-editor.ts';
import { saveAnalysisDraft } from './use-cases/save-analysis-draft.ts';
import { sendAnalysis } from './use-cases/send-analysis.ts';

export function analysisApi(deps: AnalysisDeskDependencies & { sessionTimes: SessionTimes }): Router {
  return endpointRoutes(
    analysisEndpoints,
    {
      openAnalysis: ({ params }, { res }) => openEditor(deps, sessionOf(res), params.id),
      analysis: ({ params }, { res }) => readEditor(deps, sessionOf(res), params.id),
      saveDraft: ({ params, body }, { res }) => saveAnalysisDraft(deps, sessionOf(res), params.id, body),
      preview: ({ params }, { res }) => previewResult(deps, sessionOf(res), params.id),
      send: ({ params, body }, { res }) => sendAnalysis(deps, sessionOf(res), params.id, body),
      correct: ({ params, body }, { res }) => correctAnalysis(deps, sessionOf(res), params.id, body),
    },
    { access: deskGuards(deps.pool, deps.sessionTimes), json: { limit: '64kb', anyType: true } },
  );
}

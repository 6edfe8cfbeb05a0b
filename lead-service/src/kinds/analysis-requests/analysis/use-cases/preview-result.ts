/**
 * The editor's „Vorschau“: the visitor's result page, rendered from the draft, with the signed-in adviser's name
 * and the next step the sent page will have (the booking page's button where booking links exist), marked as a
 * preview: a banner says nothing is sent, an unsent analysis shows no „Verschickt am“ date, and the button leads
 * nowhere (newcomer review 2026-11-28: the preview's „Rückruf vereinbaren“ differed from the sent page).
 */
import type { PageOutcome } from '../../../../platform/http/endpoint-routes.ts';
import type { DeskSession } from '../../../../platform/staff/sessions.ts';
import { displayNameOf } from '../../../../platform/staff/users.ts';
import { resultPageLead } from '../analysis-request.ts';
import { readAnalysis } from '../analysis-repository.ts';
import { resultPage } from '../result-page.ts';
import type { AnalysisDeskDependencies } from './analysis-desk-dependencies.ts';
import { noAnalysis, noRequest } from './analysis-refusals.ts';

export async function previewResult(
  { pool, retentionDays, bookingStep = false }: Pick<AnalysisDeskDependencies, 'pool' | 'retentionDays' | 'bookingStep'>,
  actor: DeskSession,
  id: string,
): Promise<PageOutcome> {
  const analysis = await readAnalysis(pool, id);
  if (!analysis) throw noAnalysis();
  const lead = await resultPageLead(pool, id, retentionDays);
  if (!lead) throw noRequest();
  const first = analysis.versions[0];
  const now = new Date();
  return {
    status: 200,
    page: resultPage({
      company: lead.company,
      adviserName: (await displayNameOf(pool, actor.username)) ?? actor.username,
      sentAt: first?.publishedAt ?? now,
      changedAt: first ? now : null,
      retainUntil: lead.retainUntil,
      content: analysis.draft,
      preview: { sent: first !== undefined, bookingStep },
    }),
  };
}

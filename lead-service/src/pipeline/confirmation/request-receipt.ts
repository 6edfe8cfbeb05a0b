/**
 * POST `<form page>/bestaetigen`: the visitor asks for the receipt of a doubted lead with the step's one button. Its
 * time token is checked like the form's own submit — a minimum time (one click's, one-click-fill.ts), single use —
 * before releaseLead() hands the receipt to the normal pipeline (where the per-address limit applies). A lead held
 * as a program's (honeypot, too fast) is not released here: it waits for staff. Post/redirect/get: the step,
 * reloaded, shows where the receipt is and never posts again.
 */
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { isHeld, isSpamReason } from '../../kind-kit/spam.ts';
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { releaseLead } from '../release-lead.ts';
import type { ConfirmationUseCaseDependencies } from './confirmation-dependencies.ts';
import type { ConfirmationQuery } from './confirmation-endpoints.ts';
import { tokenFormOf } from './confirmation-links.ts';
import { confirmationPage, invalidConfirmationLinkPage } from './confirmation-page.ts';
import { confirmationStateOf } from './confirmation-state.ts';

export async function requestReceipt(
  deps: ConfirmationUseCaseDependencies,
  form: LeadForm,
  query: ConfirmationQuery,
  buttonToken: string | undefined,
): Promise<PageOutcome> {
  const { pool, leadQueue, protection, links, logger } = deps;
  const id = links.leadOf(form, query);
  const state = id ? await confirmationStateOf(deps, form, id) : undefined;
  if (!id || !state) return { status: 404, page: invalidConfirmationLinkPage };
  const step = { redirect: links.linkFor(form, id) };
  if (!isSpamReason(state.spamReason) || isHeld(state.spamReason)) return step;
  const verdict = await protection.screen(tokenFormOf(id), { token: buttonToken });
  if (verdict !== null) {
    if (verdict !== 'too_fast') logger.info({ leadId: id, leadKind: form.kind, verdict }, 'confirmation request refused');
    const notice = verdict === 'too_fast' ? 'too_fast' : verdict === 'token_expired' ? 'expired' : undefined;
    const token = () => protection.tokens.issue(tokenFormOf(id));
    return { status: 200, page: confirmationPage({ form, state, action: step.redirect, token, notice }) };
  }
  await releaseLead({ pool, leadQueue, logger }, { form, id, actor: null, action: 'confirmation_requested' });
  return step;
}

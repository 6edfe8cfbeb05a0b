/** GET `<form page>/bestaetigen`: the confirmation step as the lead's receipt stands; a link that names no lead, the German 404. */
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import type { ConfirmationUseCaseDependencies } from './confirmation-dependencies.ts';
import type { ConfirmationQuery } from './confirmation-endpoints.ts';
import { tokenFormOf } from './confirmation-links.ts';
import { confirmationPage, invalidConfirmationLinkPage } from './confirmation-page.ts';
import { confirmationStateOf } from './confirmation-state.ts';

export async function showConfirmation(
  deps: ConfirmationUseCaseDependencies,
  form: LeadForm,
  query: ConfirmationQuery,
): Promise<PageOutcome> {
  const id = deps.links.leadOf(form, query);
  const state = id ? await confirmationStateOf(deps, form, id) : undefined;
  if (!id || !state) return { status: 404, page: invalidConfirmationLinkPage };
  const token = () => deps.protection.tokens.issue(tokenFormOf(id));
  return { status: 200, page: confirmationPage({ form, state, action: deps.links.linkFor(form, id), token }) };
}

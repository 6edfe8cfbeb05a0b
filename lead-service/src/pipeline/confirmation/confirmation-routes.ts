/**
 * The confirmation step of a form sent without a valid time token (no JavaScript, an expired form): the lead
 * is stored and the team told, but nobody has shown that the typed address is the sender's, so the receipt
 * waits. A plain form post lands here (form-route.ts, 303) at `<form page>/bestaetigen?vorgang=<id>&s=<sig>`;
 * the page shows the address masked and ONE button, whose post asks for the receipt. Adapted per form that sends a
 * receipt from its table (confirmation-endpoints.ts), each entry bound to its use case; the button's post passes
 * the per-IP limit of every form post first.
 */
import { Router } from 'express';
import { visitorMailOf } from '../../kind-kit/lead-mail.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import type { ConfirmationDependencies } from './confirmation-dependencies.ts';
import { confirmationEndpoints } from './confirmation-endpoints.ts';
import { createConfirmationLinks, type ConfirmationLinks } from './confirmation-links.ts';
import { requestReceipt } from './request-receipt.ts';
import { showConfirmation } from './show-confirmation.ts';

export type { ConfirmationDependencies };

export function createConfirmationRoutes({ registry, ...deps }: ConfirmationDependencies): Pick<ConfirmationLinks, 'linkFor'> & {
  readonly routes: Router;
} {
  const links = createConfirmationLinks(deps.protection);
  const useCases = { ...deps, links };
  const routes = Router();
  for (const form of registry.forms) {
    if (!visitorMailOf(form)) continue;
    routes.use(
      endpointRoutes(
        confirmationEndpoints(links.pathOf(form)),
        {
          show: ({ query }) => showConfirmation(useCases, form, query),
          requestReceipt: {
            before: [deps.protection.limit],
            handle: ({ query, body }) => requestReceipt(useCases, form, query, body._token),
          },
        },
        { form: { limit: '2kb', parameterLimit: 8 } },
      ),
    );
  }
  return { linkFor: links.linkFor, routes };
}

/**
 * The confirmation step's two endpoints, declared once per form that sends a receipt
 * (@sichtwerk/forms/define-endpoint): the page at `<form page>/bestaetigen` and its one button's post. The link's
 * lead and signature sit in the query of both, checked by the use cases; the button sends one hidden field, its
 * time token. Both answer with a page or a 303. The path depends on the form's page, so the table is made per form;
 * the service's path list names them all by their common ending (confirmation-links.ts).
 */
import { endpointTable, page } from '@sichtwerk/forms/define-endpoint';
import * as z from 'zod/mini';

/** A query value a link may lack or carry twice: anything but one string names no lead (the invalid link's 404). */
const oneValue = z.catch(z.optional(z.string()), undefined);

export const confirmationQuery = z.object({ vorgang: oneValue, s: oneValue });
export type ConfirmationQuery = z.output<typeof confirmationQuery>;

export function confirmationEndpoints(path: `/${string}`) {
  return endpointTable('', {
    show: { method: 'GET', path, access: 'public', query: confirmationQuery, answer: page() },
    requestReceipt: {
      method: 'POST',
      path,
      access: 'public',
      query: confirmationQuery,
      body: z.object({ _token: oneValue }),
      answer: page(),
    },
  });
}

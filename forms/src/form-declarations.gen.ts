// Written by `npm run kinds` (scripts/write-kind-lists.ts) from each kind's declaration, forms/src/<kind>-schema.ts; do not edit.
import { declaration as analysisRequest } from './analysis-request-schema.ts';
import { declaration as callbackRequest } from './callback-request-schema.ts';
import { declaration as cancellation } from './cancellation-schema.ts';
import { declaration as contactMessage } from './contact-message-schema.ts';
import { declaration as referral } from './referral-schema.ts';

/** Each kind's declaration (define-form-kind.ts): for the server and the site's prerender, never the browser. */
export const formDeclarationEntries = Object.freeze({
  'analysis-request': analysisRequest,
  'callback-request': callbackRequest,
  cancellation,
  'contact-message': contactMessage,
  referral,
} as const);

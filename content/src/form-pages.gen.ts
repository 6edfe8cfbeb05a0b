// Written by `npm run kinds` (scripts/write-kind-lists.ts) from each kind's page copy, content/src/form-pages/<kind>.ts; do not edit.
import { formPage as analysisRequest } from './form-pages/analysis-request.ts';
import { formPage as callbackRequest } from './form-pages/callback-request.ts';
import { formPage as cancellation } from './form-pages/cancellation.ts';
import { formPage as contactMessage } from './form-pages/contact-message.ts';
import { formPage as referral } from './form-pages/referral.ts';

/** Each kind's page copy (define-form-page.ts). */
export const formPageEntries = Object.freeze({
  'analysis-request': analysisRequest,
  'callback-request': callbackRequest,
  cancellation,
  'contact-message': contactMessage,
  referral,
} as const);

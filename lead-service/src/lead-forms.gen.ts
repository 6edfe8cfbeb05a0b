// Written by `npm run kinds` (scripts/write-kind-lists.ts) from each kind's descriptor, lead-service/src/kinds/<kind>/form.ts; do not edit.
import { analysisRequestForm } from './kinds/analysis-requests/form.ts';
import { callbackRequestForm } from './kinds/callback-requests/form.ts';
import { cancellationForm } from './kinds/cancellations/form.ts';
import { contactMessageForm } from './kinds/contact-messages/form.ts';
import { referralForm } from './kinds/referrals/form.ts';

/** Each kind's descriptor (define-lead-form.ts); lead-forms.ts keys them by kind and checks them against the declared kinds. */
export const leadFormEntries = Object.freeze([
  analysisRequestForm,
  callbackRequestForm,
  cancellationForm,
  contactMessageForm,
  referralForm,
] as const);

// Written by `npm run kinds` (scripts/write-kind-lists.ts) from each kind's descriptor, lead-service/src/<folder>/form.ts; do not edit.
import { analysisRequestForm } from '../analysis-requests/form.ts';
import { callbackRequestForm } from '../callback-requests/form.ts';
import { cancellationForm } from '../cancellations/form.ts';
import { contactMessageForm } from '../contact-messages/form.ts';
import { referralForm } from '../referrals/form.ts';

/** Each kind's descriptor (define-lead-form.ts); lead-forms.ts keys them by kind and checks them against the declared kinds. */
export const leadFormEntries = Object.freeze([
  analysisRequestForm,
  callbackRequestForm,
  cancellationForm,
  contactMessageForm,
  referralForm,
] as const);

/**
 * The form kinds this service runs, keyed by the kinds @sichtwerk/forms/form-kinds declares: a kind missing
 * here, one too many, or a descriptor under another kind's key fails the compiler. Only the process entries
 * (main.ts, worker-main.ts, cli/main.ts) and the tests import this list; they build the registry from it
 * (registry.ts) and hand it to the generic parts.
 */
import { analysisRequestForm } from '../analysis-requests/form.ts';
import { callbackRequestForm } from '../callback-requests/form.ts';
import { cancellationForm } from '../cancellations/form.ts';
import { contactMessageForm } from '../contact-messages/form.ts';
import { referralForm } from '../referrals/form.ts';
import { formKindNames, type FormKind } from '@sichtwerk/forms/form-kinds';
import type { LeadForm } from './define-lead-form.ts';

const descriptors = {
  'analysis-request': analysisRequestForm,
  'contact-message': contactMessageForm,
  'callback-request': callbackRequestForm,
  referral: referralForm,
  cancellation: cancellationForm,
} as const satisfies { readonly [Kind in FormKind]: LeadForm<Kind> };

/** The descriptors in the order the kinds are declared. */
export const leadForms = Object.freeze(formKindNames.map((kind) => descriptors[kind]));

/** The descriptors without their individual types, for code that treats every kind alike. */
export const anyLeadForms: readonly LeadForm[] = leadForms as readonly LeadForm[];

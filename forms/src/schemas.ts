/**
 * Every form schema and shared definition in one import, for the server and the tests. The browser imports
 * the single modules it needs instead (each island carries only its own form's schema).
 */
import { declaration as analysisRequest, analysisRequestSchema } from './analysis-request-schema.ts';
import { declaration as callbackRequest, callbackRequestSchema } from './callback-request-schema.ts';
import { declaration as cancellation, cancellationSchema } from './cancellation-schema.ts';
import { declaration as contactMessage, contactMessageSchema } from './contact-message-schema.ts';
import type { FormKind } from './form-kinds.ts';
import { declaration as referral, referralSchema } from './referral-schema.ts';

/** Each kind's schema (form-kinds.ts): a kind without one, or one too many, fails the compiler. */
export const formSchemas = Object.freeze({
  'analysis-request': analysisRequestSchema,
  'contact-message': contactMessageSchema,
  referral: referralSchema,
  cancellation: cancellationSchema,
  'callback-request': callbackRequestSchema,
} as const satisfies Record<FormKind, unknown>);

/** Each kind's fields and schema (form-fields.ts), for the server's render of the site's form island. */
export const formDeclarations = Object.freeze({
  'analysis-request': analysisRequest,
  'contact-message': contactMessage,
  referral,
  cancellation,
  'callback-request': callbackRequest,
} as const satisfies Record<FormKind, unknown>);

export {
  analysisRequestSchema,
  analysisRequestLimits,
  normaliseWebsite,
  type AnalysisRequest,
  type AnalysisRequestInput,
} from './analysis-request-schema.ts';
export { contactMessageSchema, contactMessageLimits, type ContactMessage, type ContactMessageInput } from './contact-message-schema.ts';
export { referralSchema, referralLimits, type Referral, type ReferralInput } from './referral-schema.ts';
export { cancellationSchema, cancellationLimits, type Cancellation, type CancellationInput } from './cancellation-schema.ts';
export {
  callbackRequestSchema,
  callbackRequestLimits,
  callbackTimeWindows,
  type CallbackRequest,
  type CallbackRequestInput,
  type CallbackTimeWindow,
} from './callback-request-schema.ts';
export { emailLimits, phoneLimits } from './schema-fields.ts';
export { formNameOf, formProtectionFields, formTokenEndpoint, honeypotInputName } from './form-protection.ts';
export { formKinds, formKindNames, type FormEndpoint, type FormKind, type FormPageKey } from './form-kinds.ts';
export { errorCodes, type ErrorBody } from './error-body.ts';

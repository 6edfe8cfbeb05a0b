/**
 * Every form schema and shared definition in one import, for the server and the tests. The browser imports
 * the single modules it needs instead (each island carries only its own form's schema).
 */
import type { FormKindDeclaration } from './define-form-kind.ts';
import { formDeclarationEntries } from './form-declarations.gen.ts';
import type { formKinds, FormKind } from './form-kinds.ts';

/**
 * Each kind's declaration (define-form-kind.ts), for the server's render of the site's form island. Checked
 * against the kinds' plain entries: a declaration whose endpoint or pages differ from form-kinds.gen.ts (a
 * list not written again) fails the compiler.
 */
export const formDeclarations = formDeclarationEntries satisfies {
  readonly [Kind in FormKind]: FormKindDeclaration<
    Kind,
    (typeof formKinds)[Kind]['endpoint'],
    (typeof formKinds)[Kind]['page'],
    (typeof formKinds)[Kind]['thankYouPage']
  >;
};

type Schemas = { readonly [Kind in FormKind]: (typeof formDeclarations)[Kind]['schema'] };

/** Each kind's schema under its name. */
export const formSchemas: Schemas = Object.freeze(
  Object.fromEntries(Object.entries(formDeclarations).map(([kind, declaration]) => [kind, declaration.schema])) as Schemas,
);

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
export { defineFormKind, type FormKindDeclaration } from './define-form-kind.ts';
export { errorCodes, type ErrorBody } from './error-body.ts';

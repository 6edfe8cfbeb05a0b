/**
 * Form schemas shared with the browser (package export '@sichtwerk/lead-service/schemas').
 * Everything re-exported here must import only zod, because the site bundles it.
 */
export {
  contactSubmissionSchema,
  contactSubmissionLimits,
  normaliseWebsite,
  type ContactSubmission,
  type ContactSubmissionInput,
} from './contact-submissions/schema.ts';
export {
  contactMessageSchema,
  contactMessageLimits,
  type ContactMessage,
  type ContactMessageInput,
} from './contact-messages/schema.ts';
export { referralSchema, referralLimits, type Referral, type ReferralInput } from './referrals/schema.ts';
export {
  cancellationSchema,
  cancellationLimits,
  type Cancellation,
  type CancellationInput,
} from './cancellations/schema.ts';
export { emailLimits, phoneLimits } from './shared/schema-fields.ts';
export { formNameOf, formProtectionFields, formTokenEndpoint } from './shared/form-protection-fields.ts';

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

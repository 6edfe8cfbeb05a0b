/** POST /api/contact-submissions: the analysis request form (/kostenlose-analyse). */
import { pages, thankYouPageKeys } from '@sichtwerk/content/routes';
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { contactSubmissionSchema, type ContactSubmission } from '@sichtwerk/forms/contact-submission-schema';
import { formEndpoints } from '@sichtwerk/forms/endpoints';

export const contactSubmissionPath = formEndpoints.contactSubmission;

export function contactSubmissionRoutes(submit: SubmitLead<ContactSubmission>): Router {
  return formRoute(contactSubmissionPath, contactSubmissionSchema, submit, {
    form: pages.kostenloseAnalyse.path,
    thanks: pages[thankYouPageKeys.kostenloseAnalyse].path,
  });
}

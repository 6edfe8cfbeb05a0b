/** POST /api/contact-submissions: the analysis request form (/kostenlose-analyse). */
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { contactSubmissionSchema, type ContactSubmission } from './schema.ts';

export const contactSubmissionPath = '/api/contact-submissions';

export function contactSubmissionRoutes(submit: SubmitLead<ContactSubmission>): Router {
  return formRoute(contactSubmissionPath, contactSubmissionSchema, submit);
}

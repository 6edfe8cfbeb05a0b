/** POST /api/cancellations: the cancellation form (/kuendigung). */
import { pages, thankYouPageKeys } from '@sichtwerk/content/routes';
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { cancellationSchema, type Cancellation } from '@sichtwerk/forms/cancellation-schema';
import { formEndpoints } from '@sichtwerk/forms/endpoints';

export const cancellationPath = formEndpoints.cancellation;

export function cancellationRoutes(submit: SubmitLead<Cancellation>): Router {
  return formRoute(cancellationPath, cancellationSchema, submit, {
    form: pages.kuendigung.path,
    thanks: pages[thankYouPageKeys.kuendigung].path,
  });
}

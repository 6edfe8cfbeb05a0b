/** POST /api/cancellations: the cancellation form (/kuendigung). */
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { cancellationSchema, type Cancellation } from './schema.ts';

export const cancellationPath = '/api/cancellations';

export function cancellationRoutes(submit: SubmitLead<Cancellation>): Router {
  return formRoute(cancellationPath, cancellationSchema, submit);
}

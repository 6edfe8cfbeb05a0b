/** POST /api/referrals: the referral form (/empfehlung). */
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { referralSchema, type Referral } from './schema.ts';

export const referralPath = '/api/referrals';

export function referralRoutes(submit: SubmitLead<Referral>): Router {
  return formRoute(referralPath, referralSchema, submit);
}

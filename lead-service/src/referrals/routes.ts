/** POST /api/referrals: the referral form (/empfehlung). */
import { pages, thankYouPageKeys } from '@sichtwerk/content/routes';
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { referralSchema, type Referral } from '@sichtwerk/forms/referral-schema';
import { formEndpoints } from '@sichtwerk/forms/endpoints';

export const referralPath = formEndpoints.referral;

export function referralRoutes(submit: SubmitLead<Referral>): Router {
  return formRoute(referralPath, referralSchema, submit, { form: pages.empfehlung.path, thanks: pages[thankYouPageKeys.empfehlung].path });
}

/** The referral form's row (/empfehlung): the referrer and the company they recommend. */
import { referralFields, referralSchema } from '@sichtwerk/forms/referral-schema';
import { defineLeadTable, type LeadOf } from '../../kind-kit/define-lead-form.ts';

export const referralTable = defineLeadTable({
  name: 'referrals',
  schema: referralSchema,
  fields: referralFields,
  nameField: 'companyName',
  messageField: 'reason',
  stored: {},
});

export type ReferralLead = LeadOf<typeof referralTable>;

/** The referral form's row (/empfehlung): the referrer and the company they recommend. */
import { referralSchema } from '@sichtwerk/forms/referral-schema';
import { defineLeadTable, type LeadOf } from '../leads/lead-form.ts';

export const referralTable = defineLeadTable({
  name: 'referrals',
  schema: referralSchema,
  columns: {
    referrerName: 'referrer_name',
    referrerEmail: 'referrer_email',
    companyName: 'company_name',
    contactPerson: 'contact_person',
    companyEmail: 'company_email',
    companyPhone: 'company_phone',
    reason: 'reason',
  },
  nameField: 'companyName',
  emailFields: ['referrerEmail', 'companyEmail'],
  phoneFields: ['companyPhone'],
  stored: {},
});

export type ReferralLead = LeadOf<typeof referralTable>;

/** The referral form's row (/empfehlung): the referrer and the company they recommend. */
import { referralSchema } from '@sichtwerk/forms/referral-schema';
import { defineLeadTable, type LeadOf } from '../leads/define-lead-form.ts';

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
    companyConsent: 'company_consent',
  },
  labels: {
    referrerName: 'Empfohlen von',
    referrerEmail: 'E-Mail des Empfehlenden',
    companyName: 'Empfohlenes Unternehmen',
    contactPerson: 'Ansprechpartner',
    companyEmail: 'E-Mail des Unternehmens',
    companyPhone: 'Telefon des Unternehmens',
    reason: 'Warum es passt',
    companyConsent: 'Einverständnis mit Anruf (laut Empfehlendem)',
  },
  nameField: 'companyName',
  emailFields: ['referrerEmail', 'companyEmail'],
  phoneFields: ['companyPhone'],
  stored: {},
});

export type ReferralLead = LeadOf<typeof referralTable>;

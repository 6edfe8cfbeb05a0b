/**
 * Referrals (/empfehlung): an acknowledgement to the referrer and a notification to sales. There is
 * deliberately no mail to the recommended company, and no mail's to() or replyTo() reads its address.
 */
import { declaration } from '@sichtwerk/forms/referral-schema';
import { defineLeadForm } from '../../kind-kit/define-lead-form.ts';
import { teamMail, visitorMail } from '../../kind-kit/lead-mail.ts';
import { defineLeadStatuses } from '../../kind-kit/lead-status.ts';
import { referralAcknowledgement, referralNotification } from './mails.ts';
import { referralTable } from './table.ts';

export const referralForm = defineLeadForm({
  declaration,
  referencePrefix: 'referral',
  label: { one: 'Empfehlung', many: 'Empfehlungen' },
  table: referralTable,
  mails: {
    acknowledgement: visitorMail('referrerEmail', 'salesEmail', referralAcknowledgement),
    notification: teamMail('salesEmail', 'referrerEmail', referralNotification),
  },
  statuses: defineLeadStatuses({
    new: { label: 'neu', next: ['contacted', 'rejected'] },
    contacted: { label: 'kontaktiert', next: ['contracted', 'rejected'] },
    contracted: { label: 'Vertrag geschlossen', next: ['paid'] },
    paid: { label: 'Prämie ausgezahlt', next: [] },
    rejected: { label: 'abgelehnt', next: [] },
  }),
});

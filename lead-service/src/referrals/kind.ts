/**
 * Referrals (/empfehlung) in the lead pipeline: an acknowledgement to the referrer and a notification to
 * sales. There is deliberately no mail to the recommended company, and no mail's to() or replyTo() reads
 * its address.
 */
import type { LeadKindDefinition } from '../leads/lead-kind.ts';
import { referralAcknowledgement, referralNotification } from './mails.ts';
import { referralTable, type ReferralMail, type StoredReferral } from './repository.ts';

export const referralKind: LeadKindDefinition<StoredReferral, ReferralMail> = {
  kind: 'referral',
  table: referralTable,
  mails: {
    acknowledgement: {
      to: (lead) => lead.referrerEmail,
      replyTo: (_lead, settings) => settings.salesEmail,
      content: referralAcknowledgement,
    },
    notification: {
      to: (_lead, settings) => settings.salesEmail,
      replyTo: (lead) => lead.referrerEmail,
      content: referralNotification,
    },
  },
};

/** Analysis requests (/kostenlose-analyse) in the lead pipeline: a confirmation to the visitor, a notification to sales. */
import type { LeadKindDefinition } from '../leads/lead-kind.ts';
import { analysisConfirmation, analysisNotification } from './mails.ts';
import { contactSubmissionTable, type MailKind, type StoredContactSubmission } from './repository.ts';

export const contactSubmissionKind: LeadKindDefinition<StoredContactSubmission, MailKind> = {
  kind: 'contact-submission',
  table: contactSubmissionTable,
  mails: {
    confirmation: {
      to: (lead) => lead.email,
      replyTo: (_lead, settings) => settings.salesEmail,
      content: analysisConfirmation,
    },
    notification: {
      to: (_lead, settings) => settings.salesEmail,
      replyTo: (lead) => lead.email,
      content: analysisNotification,
    },
  },
  // Sales get the website check in the notification if it is done within the wait; never later than that.
  holdUntil: (lead, mail, settings) =>
    mail === 'notification' && lead.website && !lead.websiteCheck
      ? new Date(lead.submittedAt.getTime() + settings.websiteCheckWaitMs)
      : undefined,
};

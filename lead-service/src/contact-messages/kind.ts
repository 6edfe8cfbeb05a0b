/** Contact messages (/kontakt) in the lead pipeline: a receipt to the sender, a notification to sales. */
import type { LeadKindDefinition } from '../leads/lead-kind.ts';
import { contactMessageNotification, contactMessageReceipt } from './mails.ts';
import { contactMessageTable, type ContactMessageMail, type StoredContactMessage } from './repository.ts';

export const contactMessageKind: LeadKindDefinition<StoredContactMessage, ContactMessageMail> = {
  kind: 'contact-message',
  table: contactMessageTable,
  mails: {
    receipt: {
      to: (message) => message.email,
      replyTo: (_message, settings) => settings.salesEmail,
      content: contactMessageReceipt,
    },
    notification: {
      to: (_message, settings) => settings.salesEmail,
      replyTo: (message) => message.email,
      content: contactMessageNotification,
    },
  },
};

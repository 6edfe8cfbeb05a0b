/** Contact messages (/kontakt): a receipt to the sender, a notification to sales. */
import { declaration } from '@sichtwerk/forms/contact-message-schema';
import { defineLeadForm } from '../leads/define-lead-form.ts';
import { teamMail, visitorMail } from '../leads/lead-mail.ts';
import { defineLeadStatuses } from '../leads/lead-status.ts';
import { contactMessageNotification, contactMessageReceipt } from './mails.ts';
import { contactMessageTable } from './table.ts';

export const contactMessageForm = defineLeadForm({
  declaration,
  referencePrefix: 'message',
  label: { one: 'Kontaktnachricht', many: 'Kontaktnachrichten' },
  table: contactMessageTable,
  mails: {
    receipt: visitorMail('email', 'salesEmail', contactMessageReceipt),
    notification: teamMail('salesEmail', 'email', contactMessageNotification),
  },
  statuses: defineLeadStatuses({
    new: { label: 'neu', next: ['answered'] },
    answered: { label: 'beantwortet', next: [] },
  }),
});

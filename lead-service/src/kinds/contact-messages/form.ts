/** Contact messages (/kontakt): a receipt to the sender, a notification to sales. */
import { declaration } from '@sichtwerk/forms/contact-message-schema';
import { defineLeadForm } from '../../kind-kit/define-lead-form.ts';
import { teamMail, visitorMail } from '../../kind-kit/lead-mail.ts';
import { defineLeadStatuses } from '../../kind-kit/lead-status.ts';
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

/** Cancellations (/kuendigung): a confirmation to the customer, a notification to the back office. */
import { defineLeadForm } from '../leads/lead-form.ts';
import { teamMail, visitorMail } from '../leads/lead-mail.ts';
import { defineLeadStatuses } from '../leads/lead-status.ts';
import { cancellationConfirmation, cancellationNotification } from './mails.ts';
import { cancellationTable } from './table.ts';

export const cancellationForm = defineLeadForm({
  kind: 'cancellation',
  referencePrefix: 'cancellation',
  table: cancellationTable,
  mails: {
    confirmation: visitorMail('email', 'backofficeEmail', cancellationConfirmation),
    notification: teamMail('backofficeEmail', 'email', cancellationNotification),
  },
  statuses: defineLeadStatuses({
    received: { label: 'eingegangen', next: ['confirmed'] },
    confirmed: { label: 'bestätigt', next: [] },
  }),
});

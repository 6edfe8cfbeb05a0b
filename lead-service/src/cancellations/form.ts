/** Cancellations (/kuendigung): a confirmation to the customer, a notification to the back office. */
import { formEndpoints } from '@sichtwerk/forms/endpoints';
import { defineLeadForm } from '../leads/lead-form.ts';
import { cancellationConfirmation, cancellationNotification } from './mails.ts';
import { cancellationTable } from './table.ts';

export const cancellationForm = defineLeadForm({
  kind: 'cancellation',
  referencePrefix: 'cancellation',
  endpoint: formEndpoints.cancellation,
  page: 'kuendigung',
  table: cancellationTable,
  mails: {
    confirmation: {
      to: (cancellation) => cancellation.email,
      replyTo: (_cancellation, settings) => settings.backofficeEmail,
      content: cancellationConfirmation,
    },
    notification: {
      to: (_cancellation, settings) => settings.backofficeEmail,
      replyTo: (cancellation) => cancellation.email,
      content: cancellationNotification,
    },
  },
});

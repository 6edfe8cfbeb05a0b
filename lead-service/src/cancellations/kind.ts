/** Cancellations (/kuendigung) in the lead pipeline: a confirmation to the customer, a notification to the back office. */
import type { LeadKindDefinition } from '../leads/lead-kind.ts';
import { cancellationConfirmation, cancellationNotification } from './mails.ts';
import { cancellationTable, type CancellationMail, type StoredCancellation } from './repository.ts';

export const cancellationKind: LeadKindDefinition<StoredCancellation, CancellationMail> = {
  kind: 'cancellation',
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
};

/** Cancellations (/kuendigung): a confirmation to the customer, a notification to the back office. */
import { cancellationReminder } from './reminders.ts';
import { declaration } from '@sichtwerk/forms/cancellation-schema';
import { defineLeadForm } from '../../kind-kit/define-lead-form.ts';
import { teamMail, visitorMail } from '../../kind-kit/lead-mail.ts';
import { defineLeadStatuses } from '../../kind-kit/lead-status.ts';
import { cancellationConfirmation, cancellationNotification } from './mails.ts';
import { cancellationSettings } from './settings.ts';
import { cancellationTable } from './table.ts';

export const cancellationForm = defineLeadForm({
  declaration,
  referencePrefix: 'cancellation',
  label: { one: 'Kündigung', many: 'Kündigungen' },
  table: cancellationTable,
  mails: {
    confirmation: visitorMail('email', 'backofficeEmail', cancellationConfirmation),
    notification: teamMail('backofficeEmail', 'email', cancellationNotification),
  },
  receiptPromise: {
    team: 'Die AGB versprechen jeder Kündigung eine Bestätigung: bitte spätestens am nächsten Arbeitstag.',
    held: 'bei einer Kündigung spätestens am nächsten Arbeitstag',
    withoutClick: 'Auch ohne Klick ist deine Kündigung eingegangen: Unser Backoffice bestätigt sie dir spätestens am nächsten Arbeitstag.',
  },
  reminders: [cancellationReminder],
  settings: cancellationSettings,
  recordsSource: false,
  statuses: defineLeadStatuses({
    received: { label: 'eingegangen', next: ['confirmed'] },
    confirmed: { label: 'bestätigt', next: [] },
  }),
});

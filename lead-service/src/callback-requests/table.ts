/** The callback request's row (/rueckruf): name, phone number, time window, an optional message; no e-mail. */
import { callbackRequestSchema } from '@sichtwerk/forms/callback-request-schema';
import { defineLeadTable, type LeadOf } from '../leads/define-lead-form.ts';

export const callbackRequestTable = defineLeadTable({
  name: 'callback_requests',
  schema: callbackRequestSchema,
  columns: { name: 'name', phone: 'phone', timeWindow: 'time_window', message: 'message' },
  labels: {
    name: 'Name',
    phone: 'Telefon',
    timeWindow: 'Gewünschte Zeit',
    message: 'Nachricht',
  },
  nameField: 'name',
  emailFields: [],
  phoneFields: ['phone'],
  messageField: 'message',
  stored: {},
});

export type CallbackRequestLead = LeadOf<typeof callbackRequestTable>;

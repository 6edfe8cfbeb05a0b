/** The callback request's row (/rueckruf): name, phone number, time window, an optional message; no e-mail. */
import { callbackRequestFields, callbackRequestSchema } from '@sichtwerk/forms/callback-request-schema';
import { defineLeadTable, type LeadOf } from '../../kind-kit/define-lead-form.ts';

export const callbackRequestTable = defineLeadTable({
  name: 'callback_requests',
  schema: callbackRequestSchema,
  fields: callbackRequestFields,
  nameField: 'name',
  messageField: 'message',
  stored: {},
});

export type CallbackRequestLead = LeadOf<typeof callbackRequestTable>;

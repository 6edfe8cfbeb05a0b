/** The contact form's row (/kontakt). */
import { contactMessageFields, contactMessageSchema } from '@sichtwerk/forms/contact-message-schema';
import { defineLeadTable, type LeadOf } from '../../kind-kit/define-lead-form.ts';

export const contactMessageTable = defineLeadTable({
  name: 'contact_messages',
  schema: contactMessageSchema,
  fields: contactMessageFields,
  nameField: 'name',
  messageField: 'message',
  stored: {},
});

export type ContactMessageLead = LeadOf<typeof contactMessageTable>;

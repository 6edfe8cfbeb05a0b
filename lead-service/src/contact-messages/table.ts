/** The contact form's row (/kontakt). */
import { contactMessageSchema } from '@sichtwerk/forms/contact-message-schema';
import { defineLeadTable, type LeadOf } from '../leads/define-lead-form.ts';

export const contactMessageTable = defineLeadTable({
  name: 'contact_messages',
  schema: contactMessageSchema,
  columns: { name: 'name', email: 'email', phone: 'phone', message: 'message' },
  labels: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    message: 'Nachricht',
  },
  nameField: 'name',
  emailFields: ['email'],
  phoneFields: ['phone'],
  messageField: 'message',
  stored: {},
});

export type ContactMessageLead = LeadOf<typeof contactMessageTable>;

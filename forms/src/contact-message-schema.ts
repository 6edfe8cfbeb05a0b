/**
 * The contact form on /kontakt (docs/decisions.md: Pages, Entities and Validation: name, e-mail and message required, phone optional),
 * shared by the browser form and the server. Bundled into the browser: import only zod/mini.
 */
import type * as z from 'zod/mini';
import { emailField, optionalPhoneField, personNameField } from './contact-fields.ts';
import { defineFormKind } from './define-form-kind.ts';
import { field, schemaOf } from './form-fields.ts';
import { emailLimits, phoneLimits, requiredText } from './schema-fields.ts';

export const contactMessageLimits = Object.freeze({
  name: { min: 2, max: 200 },
  email: emailLimits,
  phone: { min: phoneLimits.min, max: phoneLimits.max },
  message: { max: 5000 },
});

export const contactMessageFields = Object.freeze({
  name: personNameField({ example: 'Jonas Becker', limits: contactMessageLimits.name }),
  email: emailField({ example: 'jonas.becker@example.de' }),
  phone: optionalPhoneField({ example: '0171 2345678' }),
  message: field(
    {
      label: 'Nachricht',
      input: 'textarea',
      rows: 6,
      column: 'message',
      example: 'Hallo,\nich hätte gern ein Angebot für zwei Standorte.\nViele Grüße',
    },
    requiredText({
      label: 'Die Nachricht',
      required: 'Bitte schreib uns deine Nachricht.',
      max: contactMessageLimits.message.max,
      multiline: true,
    }),
  ),
});

export const contactMessageSchema = schemaOf(contactMessageFields);

/** The kind, declared once: `npm run kinds` lists it, and the site, the content and the lead service derive from it. */
export const declaration = defineFormKind({
  kind: 'contact-message',
  endpoint: '/api/contact-messages',
  page: 'kontakt',
  thankYouPage: 'nachrichtGesendet',
  fields: contactMessageFields,
  schema: contactMessageSchema,
});

/** The fields and their schema alone, for the site's form island (the page's HTML carries the rest). */
export { contactMessageFields as fields, contactMessageSchema as schema };

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server stores after trimming. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

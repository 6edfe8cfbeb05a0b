/**
 * The contact form on /kontakt (docs/decisions.md: Pages, Entities and Validation: name, e-mail and message required, phone optional),
 * shared by the browser form and the server. Bundled into the browser: import only zod/mini.
 */
import type * as z from 'zod/mini';
import { email, emailLimits, formObject, optionalPhone, phoneLimits, requiredText } from './schema-fields.ts';

export const contactMessageLimits = Object.freeze({
  name: { min: 2, max: 200 },
  email: emailLimits,
  phone: { min: phoneLimits.min, max: phoneLimits.max },
  message: { max: 5000 },
});

export const contactMessageSchema = formObject({
  name: requiredText({
    label: 'Der Name',
    required: 'Bitte gib deinen Namen an.',
    min: contactMessageLimits.name.min,
    max: contactMessageLimits.name.max,
  }),
  email: email({ required: 'Bitte gib deine E-Mail-Adresse an.' }),
  phone: optionalPhone(),
  message: requiredText({
    label: 'Die Nachricht',
    required: 'Bitte schreib uns deine Nachricht.',
    max: contactMessageLimits.message.max,
    multiline: true,
  }),
});

/** What the browser form holds and sends. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server stores after trimming. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

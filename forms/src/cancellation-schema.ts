/**
 * The cancellation form on /kuendigung (docs/decisions.md: Pages and Validation: company or name and e-mail required, customer
 * number and reason optional), shared by the browser form and the server. Bundled into the browser: import only
 * zod/mini.
 */
import type * as z from 'zod/mini';
import { companyOrNameField, emailField } from './contact-fields.ts';
import { defineFormKind } from './define-form-kind.ts';
import { field, schemaOf } from './form-fields.ts';
import { emailLimits, optionalText } from './schema-fields.ts';

export const cancellationLimits = Object.freeze({
  company: { min: 2, max: 200 },
  email: emailLimits,
  customerNumber: { max: 50 },
  reason: { max: 2000 },
});

/** Letters, digits, spaces and . _ - / #: what customer numbers look like, and nothing that reads as markup. */
const customerNumberCharacters = /^[\p{L}\p{N} ._\-/#]+$/u;

export const cancellationFields = Object.freeze({
  company: companyOrNameField({ example: 'Friseursalon Schnittig', limits: cancellationLimits.company }),
  email: emailField({ example: 'inhaber@schnittig.example' }),
  customerNumber: field(
    { label: 'Kundennummer', column: 'customer_number', example: 'KD-2024-0815', autoComplete: 'off', personal: false },
    optionalText({
      label: 'Die Kundennummer',
      max: cancellationLimits.customerNumber.max,
      pattern: {
        regex: customerNumberCharacters,
        message: 'Die Kundennummer darf nur Buchstaben, Ziffern, Leerzeichen und . _ - / # enthalten.',
      },
    }),
  ),
  reason: field(
    { label: 'Kündigungsgrund', input: 'textarea', rows: 4, column: 'reason', example: 'Geschäftsaufgabe' },
    optionalText({ label: 'Der Kündigungsgrund', max: cancellationLimits.reason.max, multiline: true }),
  ),
});

export const cancellationSchema = schemaOf(cancellationFields);

/** The kind, declared once: `npm run kinds` lists it, and the site, the content and the lead service derive from it. */
export const declaration = defineFormKind({
  kind: 'cancellation',
  endpoint: '/api/cancellations',
  page: 'kuendigung',
  thankYouPage: 'kuendigungEingegangen',
  fields: cancellationFields,
  schema: cancellationSchema,
});

/** The fields and their schema alone, for the site's form island (the page's HTML carries the rest). */
export { cancellationFields as fields, cancellationSchema as schema };

export type CancellationInput = z.input<typeof cancellationSchema>;
/** What the server stores after trimming. */
export type Cancellation = z.output<typeof cancellationSchema>;

/**
 * The callback request on /rueckruf: name, phone number, a preferred time window and an optional message.
 * It has no e-mail field, so nobody gets a receipt; only the team is told. Shared by the browser form and
 * the server. Bundled into the browser: import only zod/mini.
 */
import * as z from 'zod/mini';
import { personNameField, phoneField } from './contact-fields.ts';
import { defineFormKind } from './define-form-kind.ts';
import { field, schemaOf } from './form-fields.ts';
import { optionalText, phoneLimits } from './schema-fields.ts';

/**
 * The windows a visitor can choose, within the phone hours (Mo–Fr, 9–17 Uhr), as full Berlin hours; the key is
 * what is stored. The desk counts a callback down to its window's end.
 */
export const callbackWindowHours = Object.freeze({
  vormittags: { from: 9, to: 12 },
  mittags: { from: 12, to: 14 },
  nachmittags: { from: 14, to: 17 },
} as const);

export type CallbackTimeWindow = keyof typeof callbackWindowHours;

/** "vormittags (9–12 Uhr)": what the form offers and staff read. */
export const callbackTimeWindows = Object.freeze(
  Object.fromEntries(Object.entries(callbackWindowHours).map(([key, hours]) => [key, `${key} (${hours.from}–${hours.to} Uhr)`])) as Record<
    CallbackTimeWindow,
    string
  >,
);

export const callbackRequestLimits = Object.freeze({
  name: { min: 2, max: 200 },
  phone: { min: phoneLimits.min, max: phoneLimits.max },
  message: { max: 1000 },
});

const timeWindowMessage = 'Bitte gib an, wann wir dich am besten erreichen.';

export const callbackRequestFields = Object.freeze({
  name: personNameField({ example: 'Sabine Krüger', limits: callbackRequestLimits.name }),
  phone: phoneField({ example: '030 98765432', required: 'Bitte gib die Telefonnummer an, unter der wir dich zurückrufen.' }),
  timeWindow: field(
    {
      label: 'Gewünschte Zeit',
      prompt: 'Wann passt es dir?',
      options: callbackTimeWindows,
      column: 'time_window',
      example: 'vormittags',
      personal: false,
    },
    // Trimmed like every other field, then one of the windows' keys.
    z.pipe(
      z.string({ error: timeWindowMessage }).check(z.trim()),
      z.enum(Object.keys(callbackTimeWindows) as [CallbackTimeWindow, ...CallbackTimeWindow[]], { error: timeWindowMessage }),
    ),
  ),
  message: field(
    {
      label: 'Nachricht',
      prompt: 'Worum geht es? (optional)',
      input: 'textarea',
      rows: 4,
      column: 'message',
      example: 'Frage zum Business-Paket für meine Praxis.',
    },
    optionalText({ label: 'Die Nachricht', max: callbackRequestLimits.message.max, multiline: true }),
  ),
});

export const callbackRequestSchema = schemaOf(callbackRequestFields);

/** The kind, declared once: `npm run kinds` lists it, and the site, the content and the lead service derive from it. */
export const declaration = defineFormKind({
  kind: 'callback-request',
  endpoint: '/api/callback-requests',
  page: 'rueckruf',
  thankYouPage: 'rueckrufAngefordert',
  fields: callbackRequestFields,
  schema: callbackRequestSchema,
});

/** The fields and their schema alone, for the site's form island (the page's HTML carries the rest). */
export { callbackRequestFields as fields, callbackRequestSchema as schema };

/** What the browser form holds and sends. */
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
/** What the server stores after trimming. */
export type CallbackRequest = z.output<typeof callbackRequestSchema>;

/**
 * The analysis request's shape, shared by the browser form and the server (docs/decisions.md: one schema, German,
 * specific messages, empty required fields rejected). Bundled into the browser: import only zod/mini.
 */
import * as z from 'zod/mini';
import { companyOrNameField, emailField, phoneField } from './contact-fields.ts';
import { defineFormKind } from './define-form-kind.ts';
import { field, schemaOf } from './form-fields.ts';
import { emailLimits, optionalText, phoneLimits } from './schema-fields.ts';

export const analysisRequestLimits = Object.freeze({
  company: { min: 2, max: 200 },
  email: emailLimits,
  phone: { min: phoneLimits.min, max: phoneLimits.max },
  website: { max: 300 },
  industry: { max: 120 },
});

const urlScheme = /^[a-z][a-z0-9+.-]*:\/\//i;
const websiteInvalid = 'Bitte gib eine gültige Website-Adresse an, z. B. www.beispiel.de.';

/** Adds https:// when the visitor typed "beispiel.de", and accepts only http(s) addresses with a real host name. */
export function normaliseWebsite(value: string): string | undefined {
  const candidate = urlScheme.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!url.hostname.includes('.') || url.hostname.endsWith('.')) return undefined;
  return candidate;
}

export const analysisRequestFields = Object.freeze({
  company: companyOrNameField({ example: 'Bäckerei Müller', limits: analysisRequestLimits.company }),
  email: emailField({ example: 'anna.mueller@example.de' }),
  phone: phoneField({ example: '+49 30 1234567', required: 'Bitte gib deine Telefonnummer an.' }),
  website: field(
    {
      label: 'Website',
      input: 'url',
      column: 'website',
      example: 'baeckerei-mueller.de',
      autoComplete: 'url',
      placeholder: 'www.deine-firma.de',
    },
    z.pipe(
      z.nullish(
        z
          .string({ error: websiteInvalid })
          .check(z.trim(), z.maxLength(analysisRequestLimits.website.max, 'Die Website-Adresse darf höchstens 300 Zeichen lang sein.')),
      ),
      z.transform((value: string | null | undefined, context) => {
        if (!value) return undefined;
        const normalised = normaliseWebsite(value);
        if (normalised === undefined) {
          context.issues.push({ code: 'custom', message: websiteInvalid, input: value });
          return z.NEVER;
        }
        return normalised;
      }),
    ),
  ),
  industry: field(
    { label: 'Branche', column: 'industry', example: 'Handwerk', placeholder: 'z. B. Handwerk, Dienstleistung', personal: false },
    optionalText({ label: 'Die Branche', max: analysisRequestLimits.industry.max }),
  ),
});

export const analysisRequestSchema = schemaOf(analysisRequestFields);

/** The kind, declared once: `npm run kinds` lists it, and the site, the content and the lead service derive from it. */
export const declaration = defineFormKind({
  kind: 'analysis-request',
  endpoint: '/api/contact-submissions',
  page: 'kostenloseAnalyse',
  thankYouPage: 'analyseAngefordert',
  fields: analysisRequestFields,
  schema: analysisRequestSchema,
});

/** The fields and their schema alone, for the site's form island (the page's HTML carries the rest). */
export { analysisRequestFields as fields, analysisRequestSchema as schema };

export type AnalysisRequestInput = z.input<typeof analysisRequestSchema>;
/** What the server stores after trimming and normalising. */
export type AnalysisRequest = z.output<typeof analysisRequestSchema>;

/**
 * The analysis request's shape, shared by the browser form and the server (DECISIONS.md: one schema, German,
 * specific messages, empty required fields rejected). This file is bundled into the browser: import only zod.
 */
import { z } from 'zod';

export const contactSubmissionLimits = Object.freeze({
  company: { min: 2, max: 200 },
  email: { max: 254 },
  phone: { min: 6, max: 40 },
  website: { max: 300 },
  industry: { max: 120 },
});

/** Digits, spaces and + - / ( ) only: what people actually type into a phone field. */
const phoneCharacters = /^[0-9 +\-/()]+$/;
const minimumPhoneDigits = 6;
const urlScheme = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A string field whose "missing" and "not a string" messages are German; zod's own defaults are English
 * ("Invalid input: expected string, received undefined").
 */
function text(requiredMessage: string, typeMessage: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : typeMessage) });
}

/** Optional free text: absent, null and blank all mean "not given" and come out as undefined. */
function optionalText(typeMessage: string) {
  return z
    .string({ error: typeMessage })
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : undefined;
    });
}

const companyRequired = 'Bitte gib deine Firma oder deinen Namen an.';
const emailRequired = 'Bitte gib deine E-Mail-Adresse an.';
const phoneRequired = 'Bitte gib deine Telefonnummer an.';
const phoneInvalid = 'Bitte gib eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + - / ( )).';
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

export const contactSubmissionSchema = z.object(
  {
    company: text(companyRequired, 'Firma / Name muss ein Text sein.')
      .trim()
      .min(1, companyRequired)
      .min(contactSubmissionLimits.company.min, 'Bitte gib mindestens 2 Zeichen für Firma / Name an.')
      .max(contactSubmissionLimits.company.max, 'Firma / Name darf höchstens 200 Zeichen lang sein.'),
    email: text(emailRequired, 'Die E-Mail-Adresse muss ein Text sein.')
      .trim()
      .min(1, emailRequired)
      .max(contactSubmissionLimits.email.max, 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.')
      .regex(z.regexes.email, 'Bitte gib eine gültige E-Mail-Adresse an, z. B. name@firma.de.'),
    phone: text(phoneRequired, 'Die Telefonnummer muss ein Text sein.')
      .trim()
      .min(1, phoneRequired)
      .min(contactSubmissionLimits.phone.min, 'Die Telefonnummer muss mindestens 6 Zeichen lang sein.')
      .max(contactSubmissionLimits.phone.max, 'Die Telefonnummer darf höchstens 40 Zeichen lang sein.')
      .regex(phoneCharacters, phoneInvalid)
      .refine((value) => (value.match(/\d/g)?.length ?? 0) >= minimumPhoneDigits, phoneInvalid),
    website: z
      .string({ error: websiteInvalid })
      .trim()
      .max(contactSubmissionLimits.website.max, 'Die Website-Adresse darf höchstens 300 Zeichen lang sein.')
      .nullish()
      .transform((value, context) => {
        if (!value) return undefined;
        const normalised = normaliseWebsite(value);
        if (normalised === undefined) {
          context.issues.push({ code: 'custom', message: websiteInvalid, input: value });
          return z.NEVER;
        }
        return normalised;
      }),
    industry: optionalText('Die Branche muss ein Text sein.').refine(
      (value) => value === undefined || value.length <= contactSubmissionLimits.industry.max,
      'Die Branche darf höchstens 120 Zeichen lang sein.',
    ),
  },
  { error: 'Bitte sende die Angaben als JSON-Objekt.' },
);

/** What the browser form holds and sends. */
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
/** What the server stores after trimming and normalising. */
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

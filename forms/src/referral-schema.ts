/**
 * The referral form on /empfehlung (docs/decisions.md: Pages: the referrer's name and e-mail, the recommended company's
 * name, contact person, e-mail and phone, all required; an optional reason), shared by the browser form and
 * the server. Bundled into the browser: import only zod/mini.
 *
 * The referrer confirms that the company knows of the referral and agrees to a call: we ring a business
 * that asked for nothing, and § 7 UWG wants us to be able to show its consent.
 */
import type * as z from 'zod/mini';
import { confirmation, email, emailLimits, formObject, optionalText, phone, phoneLimits, requiredText } from './schema-fields.ts';

export const referralLimits = Object.freeze({
  referrerName: { min: 2, max: 200 },
  referrerEmail: emailLimits,
  companyName: { min: 2, max: 200 },
  contactPerson: { min: 2, max: 200 },
  companyEmail: emailLimits,
  companyPhone: { min: phoneLimits.min, max: phoneLimits.max },
  reason: { max: 2000 },
});

/** The referrer's declaration beside the checkbox, also quoted in the team's notification. */
export const referralConsent = Object.freeze({
  statement: 'Das Unternehmen weiß von meiner Empfehlung und ist mit einem Anruf von Sichtwerk einverstanden.',
  /** What the ticked box sends and the row stores. */
  value: 'ja',
});

export const referralSchema = formObject({
  referrerName: requiredText({
    label: 'Dein Name',
    required: 'Bitte gib deinen Namen an.',
    min: referralLimits.referrerName.min,
    max: referralLimits.referrerName.max,
  }),
  referrerEmail: email({ label: 'Deine E-Mail-Adresse', required: 'Bitte gib deine E-Mail-Adresse an.' }),
  companyName: requiredText({
    label: 'Der Name des Unternehmens',
    required: 'Bitte gib den Namen des empfohlenen Unternehmens an.',
    min: referralLimits.companyName.min,
    max: referralLimits.companyName.max,
  }),
  contactPerson: requiredText({
    label: 'Der Ansprechpartner',
    required: 'Bitte gib einen Ansprechpartner im Unternehmen an.',
    min: referralLimits.contactPerson.min,
    max: referralLimits.contactPerson.max,
  }),
  companyEmail: email({
    label: 'Die E-Mail-Adresse des Unternehmens',
    required: 'Bitte gib die E-Mail-Adresse des Unternehmens an.',
  }),
  companyPhone: phone({
    label: 'Die Telefonnummer des Unternehmens',
    required: 'Bitte gib die Telefonnummer des Unternehmens an.',
  }),
  reason: optionalText({ label: 'Die Begründung', max: referralLimits.reason.max, multiline: true }),
  companyConsent: confirmation({
    value: referralConsent.value,
    required: 'Bitte bestätige, dass das Unternehmen von deiner Empfehlung weiß und mit einem Anruf einverstanden ist.',
  }),
});

/** What the browser form holds and sends. */
export type ReferralInput = z.input<typeof referralSchema>;
/** What the server stores after trimming. */
export type Referral = z.output<typeof referralSchema>;

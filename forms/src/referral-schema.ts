/**
 * The referral form on /empfehlung (docs/decisions.md: Pages: the referrer's name and e-mail, the recommended company's
 * name, contact person, e-mail and phone, all required; an optional reason), shared by the browser form and
 * the server. Bundled into the browser: import only zod/mini.
 *
 * The referrer confirms that the company knows of the referral and agrees to a call: we ring a business
 * that asked for nothing, and § 7 UWG wants us to be able to show its consent.
 */
import type * as z from 'zod/mini';
import { defineFormKind } from './define-form-kind.ts';
import { field, schemaOf } from './form-fields.ts';
import { confirmation, email, emailLimits, optionalText, phone, phoneLimits, requiredText } from './schema-fields.ts';

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

export const referralFields = Object.freeze({
  referrerName: field(
    {
      label: 'Empfohlen von',
      prompt: 'Dein Name',
      group: 'Deine Daten',
      column: 'referrer_name',
      example: 'Petra Lang',
      autoComplete: 'name',
    },
    requiredText({
      label: 'Dein Name',
      required: 'Bitte gib deinen Namen an.',
      min: referralLimits.referrerName.min,
      max: referralLimits.referrerName.max,
    }),
  ),
  referrerEmail: field(
    {
      label: 'E-Mail des Empfehlungsgebers',
      prompt: 'Deine E-Mail-Adresse',
      group: 'Deine Daten',
      input: 'email',
      column: 'referrer_email',
      example: 'petra.lang@example.de',
      erase: 'email',
      autoComplete: 'email',
    },
    email({ label: 'Deine E-Mail-Adresse', required: 'Bitte gib deine E-Mail-Adresse an.' }),
  ),
  companyName: field(
    {
      label: 'Empfohlenes Unternehmen',
      prompt: 'Firmenname',
      group: 'Empfohlenes Unternehmen',
      column: 'company_name',
      example: 'Autohaus Weber GmbH',
      autoComplete: 'off',
    },
    requiredText({
      label: 'Der Name des Unternehmens',
      required: 'Bitte gib den Namen des empfohlenen Unternehmens an.',
      min: referralLimits.companyName.min,
      max: referralLimits.companyName.max,
    }),
  ),
  contactPerson: field(
    { label: 'Ansprechpartner', group: 'Empfohlenes Unternehmen', column: 'contact_person', example: 'Klaus Weber', autoComplete: 'off' },
    requiredText({
      label: 'Der Name des Ansprechpartners',
      required: 'Bitte gib einen Ansprechpartner im Unternehmen an.',
      min: referralLimits.contactPerson.min,
      max: referralLimits.contactPerson.max,
    }),
  ),
  companyEmail: field(
    {
      label: 'E-Mail des Unternehmens',
      group: 'Empfohlenes Unternehmen',
      input: 'email',
      column: 'company_email',
      example: 'k.weber@autohaus-weber.example',
      erase: 'email',
      autoComplete: 'off',
    },
    email({
      label: 'Die E-Mail-Adresse des Unternehmens',
      required: 'Bitte gib die E-Mail-Adresse des Unternehmens an.',
    }),
  ),
  companyPhone: field(
    {
      label: 'Telefon des Unternehmens',
      group: 'Empfohlenes Unternehmen',
      input: 'tel',
      column: 'company_phone',
      example: '089 5566778',
      erase: 'phone',
      autoComplete: 'off',
      placeholder: '+49 ...',
    },
    phone({
      label: 'Die Telefonnummer des Unternehmens',
      required: 'Bitte gib die Telefonnummer des Unternehmens an.',
    }),
  ),
  reason: field(
    {
      label: 'Warum es passt',
      prompt: 'Warum passt Sichtwerk zu diesem Unternehmen?',
      group: 'Empfohlenes Unternehmen',
      input: 'textarea',
      rows: 3,
      column: 'reason',
      example: 'Sucht seit Monaten mehr Sichtbarkeit in Google Maps.',
    },
    optionalText({ label: 'Die Begründung', max: referralLimits.reason.max, multiline: true }),
  ),
  companyConsent: field(
    {
      label: 'Einverständnis mit Anruf (laut Empfehlungsgeber)',
      prompt: referralConsent.statement,
      input: 'checkbox',
      checkedValue: referralConsent.value,
      column: 'company_consent',
      example: referralConsent.value,
      personal: false,
    },
    confirmation({
      value: referralConsent.value,
      required: 'Bitte bestätige, dass das Unternehmen von deiner Empfehlung weiß und mit einem Anruf einverstanden ist.',
    }),
  ),
});

export const referralSchema = schemaOf(referralFields);

/** The kind, declared once: `npm run kinds` lists it, and the site, the content and the lead service derive from it. */
export const declaration = defineFormKind({
  kind: 'referral',
  endpoint: '/api/referrals',
  page: 'empfehlung',
  thankYouPage: 'empfehlungGesendet',
  fields: referralFields,
  schema: referralSchema,
});

/** The fields and their schema alone, for the site's form island (the page's HTML carries the rest). */
export { referralFields as fields, referralSchema as schema };

export type ReferralInput = z.input<typeof referralSchema>;
/** What the server stores after trimming. */
export type Referral = z.output<typeof referralSchema>;

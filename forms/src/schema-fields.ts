/**
 * Field builders shared by every form schema (analysis request, contact message, referral, cancellation), so
 * "required", "e-mail" and "phone" mean the same thing on every form and read the same in German
 * (docs/decisions.md: specific German messages, empty required fields rejected, a real e-mail check, sane limits).
 *
 * Written against `zod/mini`: its functions are separate exports, so the browser bundle carries only the
 * checks these forms use, while the server validates with the very same schema objects.
 *
 * `label` is the field as the subject of a German sentence ("Die Telefonnummer", "Firma / Name"); the
 * generated messages read "<label> muss ein Text sein." and "<label> darf höchstens N Zeichen lang sein.".
 */
import './zod-setup.ts';
import * as z from 'zod/mini';
import { emailLocalPartFits, hasControlCharacter, hasVisibleCharacter, maxEmailLocalPartLength } from './text-rules.ts';

export const emailLimits = Object.freeze({ max: 254 });
export const phoneLimits = Object.freeze({ min: 6, max: 40, minDigits: 6 });

/** Digits, spaces and + - / ( ) only: what people actually type into a phone field. */
const phoneCharacters = /^[0-9 +\-/()]+$/;
const phoneInvalid = 'Bitte gib eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + - / ( )).';
const emailInvalid = 'Bitte gib eine gültige E-Mail-Adresse an, z. B. name@firma.de.';

const notText = (label: string) => `${label} muss ein Text sein.`;
const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein.`;
const tooShort = (label: string, min: number) => `${label} muss mindestens ${min} Zeichen lang sein.`;
const controlCharacter = (label: string) => `${label} enthält unsichtbare Steuerzeichen – bitte tippe den Text neu ein.`;

/** Refuses control characters; `multiline` free text keeps tab and line breaks. */
const noControlCharacters = (label: string, multiline: boolean | undefined) =>
  z.refine<string>((value) => !hasControlCharacter(value, multiline === true), controlCharacter(label));

/**
 * A string whose "missing" and "not a string" messages are German; zod's own defaults are English
 * ("Invalid input: expected string, received undefined").
 */
function string(requiredMessage: string, typeMessage: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : typeMessage) });
}

/** Absent, null and blank all mean "not given": the value comes out as undefined, otherwise trimmed. */
function blankAsUndefined(typeMessage: string) {
  return z.pipe(
    z.nullish(z.string({ error: typeMessage })),
    z.transform((value: string | null | undefined) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : undefined;
    }),
  );
}

export interface RequiredTextOptions {
  label: string;
  /** Shown when the field is missing, null or blank, e.g. 'Bitte gib deinen Namen an.' */
  required: string;
  min?: number;
  max: number;
  /** Replaces the generated "too short" message. */
  tooShort?: string;
  /** A textarea: tab and line breaks are allowed, other control characters never. */
  multiline?: boolean;
}

/** A required, trimmed, non-empty text within [min, max] characters. */
export function requiredText({ label, required, min = 1, max, tooShort: tooShortMessage, multiline }: RequiredTextOptions) {
  return string(required, notText(label)).check(
    z.trim(),
    z.minLength(1, required),
    ...(min > 1 ? [z.minLength(min, tooShortMessage ?? tooShort(label, min))] : []),
    z.maxLength(max, tooLong(label, max)),
    z.refine(hasVisibleCharacter, required),
    noControlCharacters(label, multiline),
  );
}

export interface OptionalTextOptions {
  label: string;
  max: number;
  /** When given, a non-blank value must match it. */
  pattern?: { regex: RegExp; message: string };
  /** A textarea: tab and line breaks are allowed, other control characters never. */
  multiline?: boolean;
}

/** Optional free text: absent, null and blank come out as undefined, anything else trimmed and bounded. */
export function optionalText({ label, max, pattern, multiline }: OptionalTextOptions) {
  const checked = z
    .string()
    .check(
      z.maxLength(max, tooLong(label, max)),
      noControlCharacters(label, multiline),
      ...(pattern ? [z.regex(pattern.regex, pattern.message)] : []),
    );
  return z.pipe(blankAsUndefined(notText(label)), z.optional(checked));
}

export interface EmailOptions {
  /** Default 'Die E-Mail-Adresse'. */
  label?: string;
  required: string;
}

/** A required e-mail address: trimmed, at most 254 characters (RFC 5321), zod's e-mail format. */
export function email({ label = 'Die E-Mail-Adresse', required }: EmailOptions) {
  return string(required, notText(label)).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(emailLimits.max, tooLong(label, emailLimits.max)),
    z.regex(z.regexes.email, emailInvalid),
    z.refine(emailLocalPartFits, `Der Teil vor dem @ darf höchstens ${maxEmailLocalPartLength} Zeichen lang sein.`),
  );
}

/** The checks a given phone number passes, on an already trimmed string. */
function phoneChecks(label: string) {
  return [
    z.minLength(phoneLimits.min, tooShort(label, phoneLimits.min)),
    z.maxLength(phoneLimits.max, tooLong(label, phoneLimits.max)),
    z.regex(phoneCharacters, phoneInvalid),
    z.refine<string>((value) => (value.match(/\d/g)?.length ?? 0) >= phoneLimits.minDigits, phoneInvalid),
  ] as const;
}

export interface PhoneOptions {
  /** Default 'Die Telefonnummer'. */
  label?: string;
  required: string;
}

/** A required phone number: 6–40 characters of digits and + - / ( ) with at least 6 digits. */
export function phone({ label = 'Die Telefonnummer', required }: PhoneOptions) {
  return string(required, notText(label)).check(z.trim(), z.minLength(1, required), ...phoneChecks(label));
}

/** An optional phone number: blank means "not given", anything else must pass the same checks as phone(). */
export function optionalPhone({ label = 'Die Telefonnummer' }: { label?: string } = {}) {
  return z.pipe(blankAsUndefined(notText(label)), z.optional(z.string().check(...phoneChecks(label))));
}

export interface ConfirmationOptions {
  /** What a ticked checkbox sends (its `value` attribute); anything else counts as not ticked. */
  value: string;
  /** Shown when the box is not ticked, e.g. 'Bitte bestätige, dass …'. */
  required: string;
}

/**
 * A checkbox that must be ticked, for a declaration the visitor makes (not a consent to our own processing).
 * A plain post sends the box's value only when it is ticked; the island sends the same value, so both paths
 * store the same text.
 */
export function confirmation({ value, required }: ConfirmationOptions) {
  return string(required, required).check(
    z.trim(),
    z.refine((sent) => sent === value, required),
  );
}

/** The form object: unknown keys are dropped (zod's default), a non-object body gets a German message. */
export function formObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape, { error: 'Bitte sende die Angaben als JSON-Objekt.' });
}

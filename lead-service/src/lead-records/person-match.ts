/**
 * How the operator tools find a person's rows: by an e-mail address in any of a kind's e-mail columns, or by a
 * phone number in any of its phone columns. A kind without such a column has no match at all (undefined), and
 * the caller skips its table — `()` would be invalid SQL. Phone numbers are typed in every format ('030 123 45-6',
 * '+49 (0)30 1234 56', '0049 30/123456'); both sides are brought to one form in SQL, so the rule lives once.
 */
import { phoneLimits } from '@sichtwerk/forms/schema-fields';
import { quoteIdentifier, type RecordTable } from './record-tables.ts';

/** `lower(btrim(a)) = lower(btrim($n)) OR …` over the table's e-mail columns; undefined without any. */
export function emailMatch(lead: RecordTable, parameter: string): string | undefined {
  if (lead.emailColumns.length === 0) return undefined;
  return `(${lead.emailColumns.map((column) => `lower(btrim(${quoteIdentifier(column)})) = lower(btrim(${parameter}))`).join(' OR ')})`;
}

/**
 * A phone number as digits in national form: the trunk '(0)' after a country code goes, every character but
 * digits and a leading '+' goes, and Germany's '+49' or '0049' becomes the national '0'.
 */
export function normalisedPhoneSql(expression: string): string {
  const digits = `regexp_replace(replace(${expression}, '(0)', ''), '[^0-9+]', '', 'g')`;
  return `regexp_replace(regexp_replace(${digits}, '^(\\+|00)49', '0'), '[^0-9]', '', 'g')`;
}

/** Equal numbers after normalisation over the table's phone columns; undefined without any. */
export function phoneMatch(lead: RecordTable, parameter: string): string | undefined {
  if (lead.phoneColumns.length === 0) return undefined;
  const wanted = normalisedPhoneSql(parameter);
  return `(${lead.phoneColumns.map((column) => `${normalisedPhoneSql(quoteIdentifier(column))} = ${wanted}`).join(' OR ')})`;
}

/** Fewer digits than any form accepts name no one: `--phone 0` must not match every number. */
export const minimumPhoneDigits = phoneLimits.minDigits;

/** What a typed phone number may hold: digits, spaces, '+', '/', '-', '.', and brackets. */
export function isPlausiblePhone(value: string): boolean {
  return /^[0-9+/().\s-]{1,40}$/.test(value) && (value.match(/[0-9]/g) ?? []).length >= minimumPhoneDigits;
}

/**
 * How the operator tools find a person's rows: by an e-mail address in any of a kind's e-mail columns, or by a
 * phone number in any of its phone columns. A kind without such a column has no match at all (undefined), and
 * the caller skips its table — `()` would be invalid SQL. Phone numbers are typed in every format ('030 123 45-6',
 * '+49 (0)30 1234 56', '+49 030 123456'); they are compared as the desk's search and the tel: links read them
 * (platform/shared/phone-number.ts).
 */
import { quoteIdentifier, type RecordTable } from './record-tables.ts';

/** `lower(btrim(a)) = lower(btrim($n)) OR …` over the table's e-mail columns; undefined without any. */
export function emailMatch(lead: RecordTable, parameter: string): string | undefined {
  if (lead.emailColumns.length === 0) return undefined;
  return `(${lead.emailColumns.map((column) => `lower(btrim(${quoteIdentifier(column)})) = lower(btrim(${parameter}))`).join(' OR ')})`;
}

/**
 * The rows whose number, however typed, is the one `parameter` holds as `phoneDigits` gives it
 * (platform/shared/phone-number.ts); undefined without a phone column. `lead_phone_digits` is that reading in PostgreSQL.
 */
export function phoneMatch(lead: RecordTable, parameter: string): string | undefined {
  if (lead.phoneColumns.length === 0) return undefined;
  return `(${lead.phoneColumns.map((column) => `lead_phone_digits(${quoteIdentifier(column)}) = ${parameter}`).join(' OR ')})`;
}

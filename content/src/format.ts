/**
 * German number and date formatting for content and pages. Every price, percentage and date a visitor reads
 * goes through here, so the typography (1.299 €, 83 %, 24–48) is the same on every page.
 */

const NBSP = '\u00a0';

// Two formatters instead of one with dynamic digits: whole-euro prices must never show ",00".
const euroWhole = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const euroCents = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plainNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const signedNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

// UTC on both sides: a date-only ISO string is midnight UTC, and a local zone west of UTC would show the day before.
const shortDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function assertFinite(value: number, fn: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${fn}: ${value} ist keine endliche Zahl`);
}

/** 1299 → "1.299 €", 499 → "499 €", 0.5 → "0,50 €" (non-breaking space before the sign, as Intl emits it). */
export function formatEuro(amount: number): string {
  assertFinite(amount, 'formatEuro');
  return (Number.isInteger(amount) ? euroWhole : euroCents).format(amount);
}

/** 83 → "83 %", with `signed` 32 → "+32 %" (German style puts a non-breaking space before the percent sign). */
export function formatPercent(value: number, options: { signed?: boolean } = {}): string {
  assertFinite(value, 'formatPercent');
  return `${(options.signed ? signedNumber : plainNumber).format(value)}${NBSP}%`;
}

/** (24, 48) → "24–48": an en dash without spaces, the German convention for ranges. */
export function formatRange(min: number, max: number): string {
  assertFinite(min, 'formatRange');
  assertFinite(max, 'formatRange');
  return `${plainNumber.format(min)}–${plainNumber.format(max)}`;
}

function parseIsoDate(iso: string, fn: string): Date {
  // Only the calendar date counts; a time part would otherwise shift the day across zones.
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !date || date.getUTCDate() !== Number(match[3])) {
    throw new RangeError(`${fn}: "${iso}" ist kein gültiges ISO-Datum (JJJJ-MM-TT)`);
  }
  return date;
}

/** "2025-01-05" → "05.01.2025". */
export function formatGermanDate(iso: string): string {
  return shortDate.format(parseIsoDate(iso, 'formatGermanDate'));
}

/** "2025-01-05" → "5. Januar 2025". */
export function formatLongGermanDate(iso: string): string {
  return longDate.format(parseIsoDate(iso, 'formatLongGermanDate'));
}

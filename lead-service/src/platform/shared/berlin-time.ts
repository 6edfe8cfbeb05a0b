/**
 * Dates and times as people at Sichtwerk read them: German format, Berlin time zone, whatever zone the
 * server runs in. One place for the e-mails and the operator CLI.
 */
import { TZDate } from '@date-fns/tz';

function berlinFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', ...options });
}

const date = berlinFormat({});
const time = berlinFormat({ hour: '2-digit', minute: '2-digit' });
const timeWithSeconds = berlinFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
const zoneName = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeZoneName: 'short' });

/** "21.11.2025" */
export function formatBerlinDate(value: Date): string {
  return date.format(value);
}

/** "21.11.2025, 10:53" — compact, for tables. */
export function formatBerlinTimeShort(value: Date): string {
  return time.format(value);
}

/** "21.11.2025, 10:53 Uhr" — in a sentence, written like the calls' „10:00–10:30 Uhr“ (review 2026-11-28 P-L2). */
export function formatBerlinTime(value: Date): string {
  return `${time.format(value)} Uhr`;
}

/**
 * "21.11.2025, 10:53:07 Uhr (MEZ)" — for receipts that document when a declaration arrived; the zone tells the
 * two 02:30 of the night the clocks go back apart.
 */
export function formatBerlinTimeWithSeconds(value: Date): string {
  const zone = zoneName.formatToParts(value).find((part) => part.type === 'timeZoneName')?.value;
  return `${timeWithSeconds.format(value)} Uhr (${zone})`;
}

/**
 * "2026-11-27T09:30" read as Berlin wall time (a follow-up picked in the desk); undefined for a day or time
 * that does not exist there (30 February, or 02:30 on the night the clocks go forward).
 */
export function fromBerlinWallTime(text: string): Date | undefined {
  const parts = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, 0, 'Europe/Berlin');
  const readsBack =
    at.getFullYear() === year &&
    at.getMonth() === month - 1 &&
    at.getDate() === day &&
    at.getHours() === hour &&
    at.getMinutes() === minute;
  return readsBack ? new Date(at.getTime()) : undefined;
}

/**
 * Dates and times as people at Sichtwerk read them: German format, Berlin time zone, whatever zone the
 * server runs in. One place for the e-mails and the operator CLI.
 */
function berlinFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', ...options });
}

const date = berlinFormat({});
const time = berlinFormat({ hour: '2-digit', minute: '2-digit' });
const timeWithZone = berlinFormat({ hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
const timeWithSeconds = berlinFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });

/** "21.11.2025" */
export function formatBerlinDate(value: Date): string {
  return date.format(value);
}

/** "21.11.2025, 10:53" — compact, for tables. */
export function formatBerlinTimeShort(value: Date): string {
  return time.format(value);
}

/** "21.11.2025, 10:53 MEZ" — what sales staff in Berlin expect to read. */
export function formatBerlinTime(value: Date): string {
  return timeWithZone.format(value);
}

/** "21.11.2025, 10:53:07 MEZ" — for receipts that document when a declaration arrived. */
export function formatBerlinTimeWithSeconds(value: Date): string {
  return timeWithSeconds.format(value);
}

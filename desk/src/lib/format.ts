import { differenceInHours } from 'date-fns/differenceInHours';
import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import { formatDuration as durationInWords } from 'date-fns/formatDuration';
import { de } from 'date-fns/locale/de';

/** Times as staff read them: Berlin time, German format. */
const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
const clock = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
const dayOf = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

export function formatTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "10:40" today, "25.11., 10:40" on another day this year, "15.06.2024, 03:26" in another year. */
export function formatShort(iso: string, now: number): string {
  const at = new Date(iso);
  const day = dayOf.format(at);
  const today = dayOf.format(new Date(now));
  if (day === today) return clock.format(at);
  // dd.mm.yyyy: the year is the last four characters.
  return `${day.slice(-4) === today.slice(-4) ? day.slice(0, 6) : day}, ${clock.format(at)}`;
}

/**
 * A span as staff read it, in words (date-fns' German locale): hours up to 48, the unit the analysis promise is
 * given in („47 Stunden“), minutes beside them only under 10 hours („9 Stunden 20 Minuten“), whole days and
 * hours beyond („3 Tage 2 Stunden“).
 */
export function spanInWords(ms: number): string {
  const span = Math.abs(ms);
  const minutes = differenceInMinutes(span, 0);
  const hours = differenceInHours(span, 0);
  if (hours < 1) return durationInWords({ minutes }, { locale: de, zero: true });
  if (hours < 10) return durationInWords({ hours, minutes: minutes - hours * 60 }, { locale: de });
  if (hours < 48) return durationInWords({ hours }, { locale: de });
  return durationInWords({ days: Math.floor(hours / 24), hours: hours % 24 }, { locale: de });
}

/** „noch 47 Stunden“ or „3 Tage 2 Stunden überfällig“. */
export function timeLeft(dueAt: string, now: number): { text: string; overdue: boolean } {
  const ms = new Date(dueAt).getTime() - now;
  return ms >= 0 ? { text: `noch ${spanInWords(ms)}`, overdue: false } : { text: `${spanInWords(ms)} überfällig`, overdue: true };
}

export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes >= 2880) return `${Math.round(minutes / 1440)} T.`;
  return minutes >= 60 ? `${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.` : `${minutes} Min.`;
}

/** "1 Versuch" / "2 Versuche, zuletzt 10:40". */
export function attemptsText(attempts: { count: number; lastAt: string | null }, now: number): string | null {
  if (attempts.count === 0) return null;
  const word = attempts.count === 1 ? 'Versuch' : 'Versuche';
  return `${attempts.count} ${word}${attempts.lastAt ? `, zuletzt ${formatShort(attempts.lastAt, now)}` : ''}`;
}

const wallParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as Berlin wall time for a datetime-local field ("2026-11-27T09:30"). */
export function berlinWallTime(iso: string): string {
  const parts = Object.fromEntries(wallParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Today in Berlin for a date field ("2026-11-27"). */
export function berlinToday(now: number): string {
  return berlinWallTime(new Date(now).toISOString()).slice(0, 10);
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** "1.299 €" */
export function formatEuro(value: number): string {
  return euro.format(value);
}

const calendarDay = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** "27.11.2026" for a calendar day "2026-11-27" (a date without time: read in UTC so no zone moves it). */
export function formatDay(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A day in Berlin as people write it in a form ("2027-02-28"): a contract date, a due date. Read and written
 * with date-fns on TZDate, so adding days or months is the library's calendar arithmetic, never milliseconds.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

const zone = 'Europe/Berlin';

/** A day in Berlin as "2027-02-28". */
export type CalendarDay = string;

const dayPattern = /^(\d{4})-(\d\d)-(\d\d)$/;

/** Noon of that Berlin day, so adding days never lands on a clock change; undefined for a day that does not exist. */
function noonOf(day: string): TZDate | undefined {
  const parts = dayPattern.exec(day);
  if (!parts) return undefined;
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number];
  const noon = new TZDate(year, month - 1, date, 12, 0, 0, zone);
  return noon.getFullYear() === year && noon.getMonth() === month - 1 && noon.getDate() === date ? noon : undefined;
}

/** True for "2028-02-29", false for "2027-02-29" or anything that is not a day. */
export function isCalendarDay(text: string): text is CalendarDay {
  return noonOf(text) !== undefined;
}

/** Noon of a day, for date-fns arithmetic; a RangeError for a day that does not exist. */
export function berlinNoon(day: CalendarDay): TZDate {
  const noon = noonOf(day);
  if (!noon) throw new RangeError(`Kein gültiger Kalendertag: ${day}`);
  return noon;
}

/** The Berlin day an instant falls on (23:30 UTC on 31 January is 1 February in Berlin). */
export function berlinDayOf(at: Date): CalendarDay {
  return format(new TZDate(at.getTime(), zone), 'yyyy-MM-dd');
}

/** "28.02.2027" for a day. */
export function formatCalendarDay(day: CalendarDay): string {
  return format(berlinNoon(day), 'dd.MM.yyyy');
}

/** The instant a Berlin day begins (midnight, 23:00 or 22:00 UTC the day before). */
export function berlinStartOf(day: CalendarDay): Date {
  const noon = berlinNoon(day);
  return new Date(new TZDate(noon.getFullYear(), noon.getMonth(), noon.getDate(), 0, 0, 0, zone).getTime());
}

/**
 * The calls' times as the visitor and the team read them, always in Europe/Berlin wall time through
 * @date-fns/tz and date-fns (never offset arithmetic by hand): "Di., 1. Dezember", "10:00".
 */
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { de } from 'date-fns/locale/de';

export const callTimeZone = 'Europe/Berlin';
export const inBerlin = tz(callTimeZone);

export const berlin = (value: Date) => new TZDate(value, callTimeZone);

/** "2026-12-01": the Berlin calendar day, the key slots are grouped by. */
export const dayKey = (value: Date) => format(berlin(value), 'yyyy-MM-dd');

/** "Di., 1. Dezember" — the weekday abbreviated as the desk's dates write it („Do., 03.12.“). */
export const dayLabel = (value: Date) => format(berlin(value), 'EEE, d. MMMM', { locale: de });

/** "10:00" */
export const clockLabel = (value: Date) => format(berlin(value), 'HH:mm');

/** "Di., 1. Dezember, um 10:00 Uhr" — a call's start in a sentence or subject, with „Uhr“ as every time the visitor reads (review 2026-11-28 P-L2). */
export const slotLabel = (value: Date) => `${dayLabel(value)}, um ${clockLabel(value)} Uhr`;

/**
 * The call's day as a reminder names it from the moment it is sent: „Heute“, „Morgen“ or „Am Di., 1. Dezember“,
 * by the Berlin calendar (BOOKING_REMINDER_BEFORE_HOURS may be 48, and 23 hours before late evening is today).
 */
export function callDayFrom(startsAt: Date, now: Date): string {
  const day = dayKey(startsAt);
  if (day === dayKey(now)) return 'Heute';
  if (day === dayKey(addDays(now, 1, { in: inBerlin }))) return 'Morgen';
  return `Am ${dayLabel(startsAt)}`;
}

/** "Dienstag, 1. Dezember 2026, 10:00–10:30 Uhr" — the mails name the whole call. */
export function callLabel(startsAt: Date, endsAt: Date): string {
  return `${format(berlin(startsAt), 'EEEE, d. MMMM yyyy, HH:mm', { locale: de })}–${clockLabel(endsAt)} Uhr`;
}

/** Monday 00:00 of the Berlin week the moment falls in, and the Monday after. */
export function berlinWeekOf(value: Date): { from: Date; to: Date } {
  const from = startOfISOWeek(value, { in: inBerlin });
  return { from, to: addWeeks(from, 1, { in: inBerlin }) };
}

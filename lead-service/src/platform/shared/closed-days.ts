/**
 * The days nobody works besides weekends: the public holidays of the configured state (PUBLIC_HOLIDAY_STATE,
 * computed for any year by feiertagejs, so no list runs out) and the extra days the operator names
 * (BOOKING_CLOSED_DAYS, e.g. 24 and 31 December). The slots, the morning digest and a callback's deadline read
 * the same days (review 2026-11-28 P-M7).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { getHolidays } from 'feiertagejs';

/** Berlin calendar days "YYYY-MM-DD" without work; a ReadonlySet<string> is one too. */
export interface ClosedDays {
  has(dayKey: string): boolean;
}

/** The states feiertagejs knows by their two-letter code; `none` counts no public holiday (a team that works them). */
export const holidayStates = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HE',
  'HH',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
  'none',
] as const;
export type HolidayState = (typeof holidayStates)[number];

const yearOf = /^(\d{4})-\d{2}-\d{2}$/;

export function closedDaysOf(state: HolidayState, extraDays: readonly string[]): ClosedDays {
  const extra = new Set(extraDays);
  const holidaysByYear = new Map<number, ReadonlySet<string>>();
  const holidaysIn = (year: number): ReadonlySet<string> => {
    let days = holidaysByYear.get(year);
    if (days === undefined) {
      // feiertagejs dates each holiday at noon UTC, which is the same calendar day in Berlin.
      days = new Set(
        getHolidays(year, state as Exclude<HolidayState, 'none'>).map((holiday) =>
          format(new TZDate(holiday.date, 'Europe/Berlin'), 'yyyy-MM-dd'),
        ),
      );
      holidaysByYear.set(year, days);
    }
    return days;
  };
  return Object.freeze({
    has(dayKey: string): boolean {
      if (extra.has(dayKey)) return true;
      const year = yearOf.exec(dayKey)?.[1];
      return state !== 'none' && year !== undefined && holidaysIn(Number(year)).has(dayKey);
    },
  });
}

/**
 * The Berlin day a digest run stands for: its date, where it begins and ends (a DST day has 23 or 25 hours),
 * whether it is a working day (Monday to Friday, not a public holiday of the state or an extra closed day) and until when its digest looks
 * ahead: the next working day, so the last digest before a weekend or holiday lists every deadline until the next
 * one (review 2026-11-28 P-M7: a Thursday request's Saturday deadline was in no digest). Wall time via @date-fns/tz.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';
import type { ClosedDays } from '../../platform/shared/closed-days.ts';

export interface DigestDay {
  /** "2026-12-03" */
  key: string;
  start: Date;
  end: Date;
  working: boolean;
  /** The start of the next working day: the end of a working day, or later when closed days follow it. */
  until: Date;
}

/** Closed days in a row are few (a weekend with two holidays); the bound only stops a misconfigured list. */
const maxClosedRun = 14;

export function digestDayOf(at: Date, closedDays: ClosedDays): DigestDay {
  const wall = new TZDate(at.getTime(), 'Europe/Berlin');
  const start = new TZDate(wall.getFullYear(), wall.getMonth(), wall.getDate(), 0, 0, 0, 'Europe/Berlin');
  const key = format(start, 'yyyy-MM-dd');
  const workingOn = (day: Date) => !isWeekend(day) && !closedDays.has(format(day, 'yyyy-MM-dd'));
  let next = addDays(start, 1);
  for (let step = 0; step < maxClosedRun && !workingOn(next); step += 1) next = addDays(next, 1);
  return {
    key,
    start: new Date(start.getTime()),
    end: new Date(addDays(start, 1).getTime()),
    working: workingOn(start),
    until: new Date(next.getTime()),
  };
}

/**
 * The Berlin day a digest run stands for: its date, where it begins and ends (a DST day has 23 or 25 hours),
 * and whether it is a working day (Monday to Friday, not one of the closed days). Wall time via @date-fns/tz.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';

export interface DigestDay {
  /** "2026-12-03" */
  key: string;
  start: Date;
  end: Date;
  working: boolean;
}

export function digestDayOf(at: Date, closedDays: ReadonlySet<string>): DigestDay {
  const wall = new TZDate(at.getTime(), 'Europe/Berlin');
  const start = new TZDate(wall.getFullYear(), wall.getMonth(), wall.getDate(), 0, 0, 0, 'Europe/Berlin');
  const key = format(start, 'yyyy-MM-dd');
  return {
    key,
    start: new Date(start.getTime()),
    end: new Date(addDays(start, 1).getTime()),
    working: !isWeekend(start) && !closedDays.has(key),
  };
}

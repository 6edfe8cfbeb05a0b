/**
 * When a callback is due: the end of the time window the visitor chose, on the first working day (Mo–Fr, not a
 * public holiday of the state or an extra closed day, as the form promises „an Arbeitstagen“) on which that
 * window has not yet passed when the request arrived — a request at 15:00 for "vormittags" is due the next
 * working morning. Berlin wall time through @date-fns/tz, so a DST change moves nothing.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';
import { type CallbackTimeWindow, callbackTimeWindows, callbackWindowHours } from '@sichtwerk/forms/callback-request-schema';
import type { ClosedDays } from '../../platform/shared/closed-days.ts';

const berlin = 'Europe/Berlin';
const dayLabel = new Intl.DateTimeFormat('de-DE', { timeZone: berlin, weekday: 'short', day: '2-digit', month: '2-digit' });

function isWindow(value: string): value is CallbackTimeWindow {
  return Object.hasOwn(callbackWindowHours, value);
}

/** Closed days in a row are few (Christmas and a weekend); the bound only stops a misconfigured list. */
const maxDaysAhead = 21;

export function callbackDeadline(window: string, submittedAt: Date, closedDays: ClosedDays): { at: Date; label: string } | undefined {
  if (!isWindow(window)) return undefined;
  const hours = callbackWindowHours[window];
  let day = new TZDate(submittedAt.getTime(), berlin);
  if (day.getHours() >= hours.to) day = addDays(day, 1);
  for (let step = 0; step < maxDaysAhead && (isWeekend(day) || closedDays.has(format(day, 'yyyy-MM-dd'))); step += 1) day = addDays(day, 1);
  const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours.to, 0, 0, berlin);
  return { at: new Date(at.getTime()), label: `${callbackTimeWindows[window]}, ${dayLabel.format(at)}` };
}

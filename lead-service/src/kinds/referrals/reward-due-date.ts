/**
 * When the referral reward falls due, from the conditions the terms state once (content claims.ts `referral`,
 * shown on /empfehlung as „Teilnahmebedingungen“). Calendar days in Berlin, computed with date-fns on TZDate;
 * the rule is docs/decisions.md „Fälligkeit der Empfehlungsprämie“:
 * - the waiting period of N days starts the day after the contract date and ends with its N-th day
 *   (§ 187 Abs. 1, § 188 Abs. 1 BGB); the reward is due the day after, when the contract „nach Ablauf … noch besteht“;
 * - the contract counts when it is dated no later than the day that matches the referral's arrival day
 *   `contractWithinMonths` later, or that month's last day where it has no such day (§ 188 Abs. 2 and 3 BGB).
 */
import { TZDate } from '@date-fns/tz';
import { referral } from '@sichtwerk/content/claims';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';

const zone = 'Europe/Berlin';

/** A day in Berlin as "2027-02-28". */
export type CalendarDay = string;

const dayPattern = /^(\d{4})-(\d\d)-(\d\d)$/;

/** Noon of that Berlin day, so adding days never lands on a clock change. Undefined for a day that does not exist. */
function berlinNoon(day: CalendarDay): TZDate | undefined {
  const parts = dayPattern.exec(day);
  if (!parts) return undefined;
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number];
  const noon = new TZDate(year, month - 1, date, 12, 0, 0, zone);
  return noon.getFullYear() === year && noon.getMonth() === month - 1 && noon.getDate() === date ? noon : undefined;
}

function dayOf(at: TZDate): CalendarDay {
  return format(at, 'yyyy-MM-dd');
}

function required(day: CalendarDay): TZDate {
  const noon = berlinNoon(day);
  if (!noon) throw new RangeError(`Kein gültiger Kalendertag: ${day}`);
  return noon;
}

/** True for "2028-02-29", false for "2027-02-29" or anything that is not a day. */
export function isCalendarDay(text: string): text is CalendarDay {
  return berlinNoon(text) !== undefined;
}

/** The Berlin day an instant falls on (a referral arriving at 23:30 UTC on 31 January arrived on 1 February). */
export function berlinDayOf(at: Date): CalendarDay {
  return dayOf(new TZDate(at.getTime(), zone));
}

/** The last day of the waiting period that starts with a contract dated `contractDay`. */
export function waitingPeriodEnds(contractDay: CalendarDay): CalendarDay {
  return dayOf(addDays(required(contractDay), referral.withdrawalPeriodDays));
}

/** The day the reward falls due: the day after the waiting period ended. */
export function rewardDueDay(contractDay: CalendarDay): CalendarDay {
  return dayOf(addDays(required(waitingPeriodEnds(contractDay)), 1));
}

/** The last contract date that still earns the reward for a referral that arrived at `referredAt`. */
export function lastContractDay(referredAt: Date): CalendarDay {
  // date-fns clamps to the month's last day (31 January + 5 months = 30 June), as § 188 Abs. 3 BGB does.
  return dayOf(addMonths(required(berlinDayOf(referredAt)), referral.contractWithinMonths));
}

/**
 * When the referral reward falls due, from the conditions the terms state once (content claims.ts `referral`,
 * shown on /empfehlung as „Teilnahmebedingungen“). Calendar days in Berlin, computed with date-fns on TZDate;
 * the rule is docs/decisions.md „Fälligkeit der Empfehlungsprämie“:
 * - the waiting period of N days starts the day after the contract date and ends with its N-th day
 *   (§ 187 Abs. 1, § 188 Abs. 1 BGB); the reward is due the day after, when the contract „nach Ablauf … noch besteht“;
 * - the contract counts when it is dated no later than the day that matches the referral's arrival day
 *   `contractWithinMonths` later, or that month's last day where it has no such day (§ 188 Abs. 2 and 3 BGB).
 */
import { referral } from '@sichtwerk/content/claims';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { berlinDayOf, berlinNoon, type CalendarDay } from '../../platform/shared/calendar-day.ts';

const dayOf = (at: Date): CalendarDay => berlinDayOf(at);

/** The last day of the waiting period that starts with a contract dated `contractDay`. */
export function waitingPeriodEnds(contractDay: CalendarDay): CalendarDay {
  return dayOf(addDays(berlinNoon(contractDay), referral.withdrawalPeriodDays));
}

/** The day the reward falls due: the day after the waiting period ended. */
export function rewardDueDay(contractDay: CalendarDay): CalendarDay {
  return dayOf(addDays(berlinNoon(waitingPeriodEnds(contractDay)), 1));
}

/** The last contract date that still earns the reward for a referral that arrived at `referredAt`. */
export function lastContractDay(referredAt: Date): CalendarDay {
  // date-fns clamps to the month's last day (31 January + 5 months = 30 June), as § 188 Abs. 3 BGB does.
  return dayOf(addMonths(berlinNoon(berlinDayOf(referredAt)), referral.contractWithinMonths));
}

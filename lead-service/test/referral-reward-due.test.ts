/**
 * When the referral reward falls due, as the terms on /empfehlung state it: after the contract and the
 * waiting period, for a contract within the months after the referral. The calendar days below are the terms
 * as published (14 days, 5 months); the first story checks that the page still says so.
 */
import { referral } from '@sichtwerk/content/claims';
import { referralTerms } from '@sichtwerk/content/referral-offer';
import { describe, expect, it } from 'vitest';
import { lastContractDay, rewardDueDay, waitingPeriodEnds } from '../src/desk/referral-rewards/reward-due-date.ts';
import { berlinDayOf, isCalendarDay } from '../src/platform/shared/calendar-day.ts';

describe('when the referral terms are the published ones', () => {
  it('then the page names a 14-day waiting period after the contract and a contract within five months', () => {
    expect(referral.withdrawalPeriodDays).toBe(14);
    expect(referral.contractWithinMonths).toBe(5);
    expect(referralTerms.join(' ')).toContain(`${referral.withdrawalPeriodDays}-tägigen Wartefrist nach Vertragsschluss`);
    expect(referralTerms.join(' ')).toContain(`innerhalb von ${referral.contractWithinMonths} Monaten nach Eingang`);
  });
});

describe('when a recommended company signs its contract', () => {
  it('then the waiting period runs 14 days from the day after the contract, and the reward is due the day after', () => {
    expect(waitingPeriodEnds('2027-03-02')).toBe('2027-03-16');
    expect(rewardDueDay('2027-03-02')).toBe('2027-03-17');
  });

  it('then a contract late in January is due in February, across the month end', () => {
    expect(waitingPeriodEnds('2027-01-25')).toBe('2027-02-08');
    expect(rewardDueDay('2027-01-25')).toBe('2027-02-09');
    expect(rewardDueDay('2027-12-20')).toBe('2028-01-04');
  });

  it('then in a leap year the 29th of February counts as a day of the waiting period', () => {
    expect(rewardDueDay('2027-02-20')).toBe('2027-03-07');
    expect(rewardDueDay('2028-02-20')).toBe('2028-03-06');
    expect(rewardDueDay('2028-02-15')).toBe('2028-03-01');
  });

  it('then a period across the spring clock change still counts calendar days', () => {
    expect(rewardDueDay('2027-03-20')).toBe('2027-04-04');
  });

  it('then a day that does not exist is refused, not rolled over', () => {
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(() => rewardDueDay('2027-02-29')).toThrow(RangeError);
  });
});

describe('when a referral arrives', () => {
  it('then its day is the Berlin day, even when it is still the day before in UTC', () => {
    expect(berlinDayOf(new Date('2027-01-31T23:30:00Z'))).toBe('2027-02-01');
    expect(berlinDayOf(new Date('2027-07-31T21:59:00Z'))).toBe('2027-07-31');
  });

  it('then a contract counts up to the same day five months later', () => {
    expect(lastContractDay(new Date('2027-01-15T09:00:00+01:00'))).toBe('2027-06-15');
  });

  it('then a referral on the 31st may be followed by a contract until the last day of a shorter month', () => {
    expect(lastContractDay(new Date('2027-01-31T09:00:00+01:00'))).toBe('2027-06-30');
    expect(lastContractDay(new Date('2026-09-30T09:00:00+02:00'))).toBe('2027-02-28');
    expect(lastContractDay(new Date('2027-09-30T09:00:00+02:00'))).toBe('2028-02-29');
  });
});

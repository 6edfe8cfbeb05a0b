import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/load-config.ts';
import { bookingSettingsFrom } from '../src/booking/booking-settings.ts';
import { callTimeZone, clockLabel, dayKey, slotLabel } from '../src/booking/call-time.ts';
import { computeSlots, type SlotAdviser } from '../src/booking/compute-slots.ts';
import { parseWeeklyHours } from '../src/platform/shared/weekly-hours.ts';

const settings = bookingSettingsFrom(loadConfig({}));
const rules = { ...settings, noticeHours: 0, horizonDays: 1, closedDays: new Set<string>() };

/** Every start the configured hours allow between `from` and `to` o'clock, as the visitor reads it ("09:00"). */
function expectedClocks(fromHour: number, toHour: number): string[] {
  const clocks: string[] = [];
  for (let minute = fromHour * 60; minute + rules.callMinutes <= toHour * 60; minute += rules.stepMinutes) {
    clocks.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return clocks;
}

const everyDay = (id: string, blockedDays: string[] = []): SlotAdviser => ({
  id,
  hours: parseWeeklyHours('Mo-So 09:00-17:00'),
  blockedDays: new Set(blockedDays),
});

/** Just after midnight, Berlin time, of the given day: the fixed clock of a story. */
const berlinMidnight = (year: number, month: number, day: number) =>
  new Date(new TZDate(year, month - 1, day, 0, 30, callTimeZone).getTime());

describe('when the clocks change in Berlin', () => {
  it('then on 29 March 2026 (summer time starts at 02:00) the slots run from 09:00 to 17:00 local, none missing or doubled', () => {
    const slots = computeSlots({ now: berlinMidnight(2026, 3, 29), advisers: [everyDay('anna')], busy: [], rules });
    expect(slots.map((slot) => clockLabel(slot.startsAt))).toEqual(expectedClocks(9, 17));
    expect(slots.every((slot) => dayKey(slot.startsAt) === '2026-03-29')).toBe(true);
    // Summer time: 09:00 in Berlin is 07:00 UTC, and the last call ends at 17:00 local.
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(clockLabel(slots.at(-1)?.endsAt as Date)).toBe('17:00');
  });

  it('then on 25 October 2026 (summer time ends at 03:00) the afternoon slots are there too, at the same wall times', () => {
    const slots = computeSlots({ now: berlinMidnight(2026, 10, 25), advisers: [everyDay('anna')], busy: [], rules });
    expect(slots.map((slot) => clockLabel(slot.startsAt))).toEqual(expectedClocks(9, 17));
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(slots.filter((slot) => clockLabel(slot.startsAt) >= '13:00')).toHaveLength(expectedClocks(13, 17).length);
    expect(new Set(slots.map((slot) => slot.startsAt.getTime())).size).toBe(slots.length);
  });

  it('then a horizon across the change keeps 09:00 local on both sides', () => {
    const slots = computeSlots({
      now: berlinMidnight(2026, 10, 24),
      advisers: [everyDay('anna')],
      busy: [],
      rules: { ...rules, horizonDays: 3 },
    });
    const firstOfDay = new Map<string, string>();
    for (const slot of slots) if (!firstOfDay.has(dayKey(slot.startsAt))) firstOfDay.set(dayKey(slot.startsAt), clockLabel(slot.startsAt));
    expect([...firstOfDay.entries()]).toEqual([
      ['2026-10-24', '09:00'],
      ['2026-10-25', '09:00'],
      ['2026-10-26', '09:00'],
    ]);
  });
});

describe('when slots are offered', () => {
  const now = berlinMidnight(2026, 12, 1);

  it('then the visitor reads them grouped by day in German', () => {
    const [first] = computeSlots({ now, advisers: [everyDay('anna')], busy: [], rules });
    expect(slotLabel(first?.startsAt as Date)).toBe('Di., 1. Dezember, um 09:00 Uhr');
  });

  it('then a booked call blocks its adviser for the call plus the buffer, and the slot stays free while another adviser is', () => {
    const call = computeSlots({ now, advisers: [everyDay('anna')], busy: [], rules }).find((slot) => clockLabel(slot.startsAt) === '10:00');
    if (!call) throw new Error('no 10:00 slot');
    const blockedUntil = new Date(call.endsAt.getTime() + rules.bufferMinutes * 60_000);
    const busy = [{ adviserId: 'anna', startsAt: call.startsAt, blockedUntil }];
    const alone = computeSlots({ now, advisers: [everyDay('anna')], busy, rules }).map((slot) => clockLabel(slot.startsAt));
    // Neither the call's own start nor any start whose call would reach into it or its buffer.
    for (const slot of computeSlots({ now, advisers: [everyDay('anna')], busy: [], rules })) {
      const until = slot.endsAt.getTime() + rules.bufferMinutes * 60_000;
      const overlaps = slot.startsAt.getTime() < blockedUntil.getTime() && call.startsAt.getTime() < until;
      expect(alone.includes(clockLabel(slot.startsAt))).toBe(!overlaps);
    }
    const withBen = computeSlots({ now, advisers: [everyDay('anna'), everyDay('ben')], busy, rules });
    expect(withBen.find((slot) => slot.startsAt.getTime() === call.startsAt.getTime())?.adviserIds).toEqual(['ben']);
  });

  it('then closed days, blocked days, the notice and the horizon are respected', () => {
    const week = { ...rules, horizonDays: 7, closedDays: new Set(['2026-12-03']) };
    const slots = computeSlots({ now, advisers: [everyDay('anna', ['2026-12-04'])], busy: [], rules: { ...week, noticeHours: 12 } });
    const days = new Set(slots.map((slot) => dayKey(slot.startsAt)));
    expect(days.has('2026-12-01')).toBe(true);
    expect(days.has('2026-12-03')).toBe(false);
    expect(days.has('2026-12-04')).toBe(false);
    expect(days.has('2026-12-08')).toBe(false);
    // 00:30 plus 12 hours: the first slot of the first day is 12:30.
    expect(clockLabel(slots[0]?.startsAt as Date)).toBe('12:30');
  });

  it("when the configured state has a public holiday in the week, then nobody offers a slot that day, and another state's holiday is a working day", () => {
    const team: SlotAdviser = { id: 'anna', hours: settings.teamHours, blockedDays: new Set() };
    const weekFrom = (monday: Date, closedDays: typeof settings.closedDays) => [
      ...new Set(
        computeSlots({ now: monday, advisers: [team], busy: [], rules: { ...rules, horizonDays: 5, closedDays } }).map((slot) =>
          dayKey(slot.startsAt),
        ),
      ),
    ];
    const bavaria = bookingSettingsFrom(loadConfig({ PUBLIC_HOLIDAY_STATE: 'BY', BOOKING_CLOSED_DAYS: '2027-05-28' })).closedDays;
    const none = bookingSettingsFrom(loadConfig({ PUBLIC_HOLIDAY_STATE: 'none', BOOKING_CLOSED_DAYS: '2020-01-01' })).closedDays;
    // The default state is Berlin: Women's Day (Monday, 8 March 2027) is a holiday there, not in Bavaria.
    expect(loadConfig({}).publicHolidayState).toBe('BE');
    const march = berlinMidnight(2027, 3, 8);
    expect(weekFrom(march, settings.closedDays)).toEqual(['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12']);
    expect(weekFrom(march, bavaria)).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12']);
    // Corpus Christi (Thursday, 27 May 2027) is one in Bavaria, not in Berlin; the operator's extra day counts beside it.
    const may = berlinMidnight(2027, 5, 24);
    expect(weekFrom(may, settings.closedDays)).toEqual(['2027-05-24', '2027-05-25', '2027-05-26', '2027-05-27', '2027-05-28']);
    expect(weekFrom(may, bavaria)).toEqual(['2027-05-24', '2027-05-25', '2027-05-26']);
    // none: no holiday counts, only the listed days.
    expect(weekFrom(march, none)).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12']);
  });

  it('when PUBLIC_HOLIDAY_STATE names no German state, then the service refuses to start and says which values it takes', () => {
    expect(() => loadConfig({ PUBLIC_HOLIDAY_STATE: 'Berlin' })).toThrow(/PUBLIC_HOLIDAY_STATE.*BE/s);
  });

  it('then the team works Monday to Friday, 9 to 5, unless configured otherwise', () => {
    const team: SlotAdviser = { id: 'anna', hours: settings.teamHours, blockedDays: new Set() };
    // 5 December 2026 is a Saturday, 6 December a Sunday.
    const slots = computeSlots({ now, advisers: [team], busy: [], rules: { ...rules, horizonDays: 7 } });
    const days = [...new Set(slots.map((slot) => dayKey(slot.startsAt)))];
    expect(days).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']);
  });

  it('then weekly hours that cannot be read are refused in German', () => {
    expect(() => parseWeeklyHours('Mo-Fr 17:00-09:00')).toThrow(/Ende muss nach dem Beginn/);
    expect(() => parseWeeklyHours('Montag 09:00-17:00')).toThrow(/keine Zeitangabe/);
    expect(() => loadConfig({ BOOKING_TEAM_HOURS: 'Mo-Xy 09:00-17:00' })).toThrow(/BOOKING_TEAM_HOURS/);
  });
});

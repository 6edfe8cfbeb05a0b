/**
 * The free slots of the strategy call, computed in Europe/Berlin wall time: each Berlin calendar day of the
 * horizon, each span of an adviser's weekly hours, a start every `stepMinutes` from the span's start, built
 * with TZDate from the day's date and the minute of the day. A day that changes the clock (29 March, 25 October)
 * therefore has its slots at the same wall times as any other, none missing and none doubled.
 * A slot is free while at least one call-holding adviser is free for the call plus the buffer, the same
 * interval the database's exclusion constraint compares (migrations/030_strategy_call_bookings.sql).
 */
import { TZDate } from '@date-fns/tz';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { berlin, callTimeZone, dayKey } from './call-time.ts';
import type { HoursSpan } from '../platform/shared/weekly-hours.ts';
import type { ClosedDays } from '../platform/shared/closed-days.ts';

export interface SlotAdviser {
  readonly id: string;
  readonly hours: readonly HoursSpan[];
  /** Berlin calendar days "YYYY-MM-DD" the adviser takes no calls. */
  readonly blockedDays: ReadonlySet<string>;
}

/** A booked call as it blocks its adviser: from its start to its end plus the buffer it was booked with. */
export interface BusyCall {
  readonly adviserId: string;
  readonly startsAt: Date;
  readonly blockedUntil: Date;
}

export interface SlotRules {
  readonly callMinutes: number;
  readonly bufferMinutes: number;
  readonly stepMinutes: number;
  readonly noticeHours: number;
  readonly horizonDays: number;
  /** The state's public holidays and the extra closed days: no slot for anyone. */
  readonly closedDays: ClosedDays;
}

export interface Slot {
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The advisers free for it, in no particular order. */
  readonly adviserIds: readonly string[];
}

export interface SlotInput {
  readonly now: Date;
  /** No slot before this (the analysis the call presents is promised by then); absent → only the notice counts. */
  readonly notBefore?: Date;
  readonly advisers: readonly SlotAdviser[];
  readonly busy: readonly BusyCall[];
  readonly rules: SlotRules;
}

/** The instant of `minute` minutes after midnight of a Berlin calendar day (TZDate resolves the wall time). */
const wallTime = (day: TZDate, minute: number) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, minute, callTimeZone);

function busyByAdviser(busy: readonly BusyCall[]): Map<string, BusyCall[]> {
  const byAdviser = new Map<string, BusyCall[]>();
  for (const call of busy) {
    const list = byAdviser.get(call.adviserId) ?? [];
    list.push(call);
    byAdviser.set(call.adviserId, list);
  }
  for (const list of byAdviser.values()) list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return byAdviser;
}

/** Whether [start, until) overlaps none of the adviser's calls (sorted by start). */
function isFree(calls: readonly BusyCall[], start: number, until: number): boolean {
  // The first call starting at or after `until` and every later one cannot overlap; binary search for it.
  let low = 0;
  let high = calls.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((calls[middle] as BusyCall).startsAt.getTime() < until) low = middle + 1;
    else high = middle;
  }
  // One adviser's booked calls never overlap (the exclusion constraint), so their ends are in the same order
  // as their starts: only the last call starting before `until` can reach into [start, until).
  const previous = calls[low - 1];
  return previous === undefined || previous.blockedUntil.getTime() <= start;
}

export function computeSlots({ now, notBefore, advisers, busy, rules }: SlotInput): Slot[] {
  const earliest = Math.max(addHours(now, rules.noticeHours).getTime(), notBefore?.getTime() ?? 0);
  const calls = busyByAdviser(busy);
  const today = berlin(now);
  const bySlot = new Map<number, { startsAt: Date; endsAt: Date; adviserIds: string[] }>();
  for (let offset = 0; offset < rules.horizonDays; offset += 1) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, callTimeZone);
    const key = dayKey(day);
    if (rules.closedDays.has(key)) continue;
    const weekday = day.getDay() === 0 ? 7 : day.getDay();
    // Advisers share their wall times: each minute of the day is resolved to an instant once.
    const instants = new Map<number, number>();
    const instant = (minute: number) => {
      let value = instants.get(minute);
      if (value === undefined) {
        value = wallTime(day, minute).getTime();
        instants.set(minute, value);
      }
      return value;
    };
    for (const adviser of advisers) {
      if (adviser.blockedDays.has(key)) continue;
      const adviserCalls = calls.get(adviser.id) ?? [];
      for (const span of adviser.hours) {
        if (span.weekday !== weekday) continue;
        for (let minute = span.startMinute; minute + rules.callMinutes <= span.endMinute; minute += rules.stepMinutes) {
          const start = instant(minute);
          if (start < earliest) continue;
          // The buffer is counted from the call's end, as book-call.ts stores blocked_until.
          const until = addMinutes(instant(minute + rules.callMinutes), rules.bufferMinutes).getTime();
          if (!isFree(adviserCalls, start, until)) continue;
          const slot = bySlot.get(start) ?? {
            startsAt: new Date(start),
            endsAt: new Date(instant(minute + rules.callMinutes)),
            adviserIds: [],
          };
          slot.adviserIds.push(adviser.id);
          bySlot.set(start, slot);
        }
      }
    }
  }
  return [...bySlot.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

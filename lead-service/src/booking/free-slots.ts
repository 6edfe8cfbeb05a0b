/**
 * The free slots right now: the call-holding advisers, their booked calls within the horizon, and
 * compute-slots.ts over them. Two indexed queries and a computation; `npm run bench:slots` measures it.
 */
import { addDays } from 'date-fns/addDays';
import type pg from 'pg';
import { loadAdvisers, type Adviser } from './advisers.ts';
import type { BookingSettings } from './booking-settings.ts';
import { dayKey } from './call-time.ts';
import { computeSlots, type BusyCall, type Slot } from './compute-slots.ts';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface FreeSlots {
  readonly advisers: readonly Adviser[];
  readonly slots: readonly Slot[];
}

/** Booked calls that may reach into [from, to): a call starts at most a day before what it blocks. */
export async function loadBusyCalls(db: Queryable, from: Date, to: Date): Promise<BusyCall[]> {
  const { rows } = await db.query<{ adviser_id: string; starts_at: Date; blocked_until: Date }>(
    `SELECT adviser_id::text, starts_at, blocked_until FROM bookings
      WHERE status = 'booked' AND starts_at < $2 AND blocked_until > $1
      ORDER BY starts_at LIMIT 100000`,
    [from, to],
  );
  return rows.map((row) => ({ adviserId: row.adviser_id, startsAt: row.starts_at, blockedUntil: row.blocked_until }));
}

export async function freeSlots(db: Queryable, settings: BookingSettings, now: Date, notBefore?: Date): Promise<FreeSlots> {
  const advisers = await loadAdvisers(db, settings.teamHours, dayKey(now));
  if (advisers.length === 0) return { advisers, slots: [] };
  const busy = await loadBusyCalls(db, now, addDays(now, settings.horizonDays + 1));
  return { advisers, slots: computeSlots({ now, advisers, busy, rules: settings, ...(notBefore ? { notBefore } : {}) }) };
}

/**
 * The staff who hold strategy calls ("führt Strategiegespräche", users.holds_calls), their weekly hours and
 * blocked days (migrations/030_strategy_call_bookings.sql). An adviser without hours of their own works the
 * team's (BOOKING_TEAM_HOURS); a disabled account holds no calls.
 */
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { SlotAdviser } from './compute-slots.ts';
import type { HoursSpan } from '../platform/shared/weekly-hours.ts';

export interface Adviser extends SlotAdviser {
  readonly username: string;
  /** Where the adviser's invitation goes; null → SALES_EMAIL. */
  readonly email: string | null;
  /** Hours of their own (false: the team's). */
  readonly ownHours: boolean;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const minuteOfTime = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** Every account that holds calls, with hours and the blocked days from `fromDay` on; at most 200 advisers. */
export async function loadAdvisers(db: Queryable, teamHours: readonly HoursSpan[], fromDay: string): Promise<Adviser[]> {
  const { rows } = await db.query<{
    id: string;
    username: string;
    email: string | null;
    hours: { weekday: number; starts: string; ends: string }[] | null;
    blocked: string[] | null;
  }>(
    `SELECT u.id::text AS id, u.username, u.email,
            (SELECT json_agg(json_build_object('weekday', h.weekday, 'starts', h.starts::text, 'ends', h.ends::text) ORDER BY h.weekday, h.starts)
               FROM adviser_hours h WHERE h.user_id = u.id) AS hours,
            (SELECT array_agg(to_char(b.day, 'YYYY-MM-DD')) FROM adviser_blocked_days b WHERE b.user_id = u.id AND b.day >= $1::date) AS blocked
       FROM users u
      WHERE u.holds_calls AND u.disabled_at IS NULL
      ORDER BY lower(u.username)
      LIMIT 200`,
    [fromDay],
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    ownHours: row.hours !== null,
    hours: row.hours
      ? row.hours.map((span) => ({ weekday: span.weekday, startMinute: minuteOfTime(span.starts), endMinute: minuteOfTime(span.ends) }))
      : teamHours,
    blockedDays: new Set(row.blocked ?? []),
  }));
}

/** Switches "führt Strategiegespräche" on or off; false for an unknown name. */
export async function setHoldsCalls(db: Queryable, username: string, on: boolean): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE users SET holds_calls = $2 WHERE lower(username) = lower($1)', [username, on]);
  return (rowCount ?? 0) > 0;
}

/** Sets the address the adviser's invitations go to; false for an unknown name. */
export async function setUserEmail(db: Queryable, username: string, email: string | null): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE users SET email = $2 WHERE lower(username) = lower($1)', [username, email]);
  return (rowCount ?? 0) > 0;
}

const timeOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Replaces the adviser's weekly hours; `null` → back to the team's. False for an unknown name. */
export async function setAdviserHours(pool: pg.Pool, username: string, spans: readonly HoursSpan[] | null): Promise<boolean> {
  return withTransaction(pool, async (client, rollback) => {
    const user = (await client.query<{ id: string }>('SELECT id::text FROM users WHERE lower(username) = lower($1) FOR UPDATE', [username]))
      .rows[0];
    if (!user) {
      rollback();
      return false;
    }
    await client.query('DELETE FROM adviser_hours WHERE user_id = $1', [user.id]);
    for (const span of spans ?? []) {
      await client.query('INSERT INTO adviser_hours (user_id, weekday, starts, ends) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        user.id,
        span.weekday,
        timeOf(span.startMinute),
        span.endMinute >= 24 * 60 ? '24:00' : timeOf(span.endMinute),
      ]);
    }
    return true;
  });
}

/** Blocks (or frees) one Berlin calendar day of the adviser; false for an unknown name. */
export async function setBlockedDay(db: Queryable, username: string, day: string, blocked: boolean): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text FROM users WHERE lower(username) = lower($1)', [username]);
  const user = rows[0];
  if (!user) return false;
  if (blocked) await db.query('INSERT INTO adviser_blocked_days (user_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, day]);
  else await db.query('DELETE FROM adviser_blocked_days WHERE user_id = $1 AND day = $2', [user.id, day]);
  return true;
}

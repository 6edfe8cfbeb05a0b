/**
 * The desk's "Termine": today's or this week's calls (Berlin calendar), one's own — an admin sees everyone's or
 * one adviser's — with the advisers to choose from.
 */
import type { AppointmentRange, AppointmentsAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { callsBetween } from '../bookings.ts';
import { berlin, berlinWeekOf, callTimeZone } from '../call-time.ts';
import { nowOf, type BookingDeskDependencies } from './booking-desk-dependencies.ts';
import { toAppointment } from './to-appointment.ts';

/** Today or this week, Berlin calendar: from midnight (Monday) to the next. */
function rangeOf(range: AppointmentRange, now: Date): { from: Date; to: Date } {
  if (range === 'week') return berlinWeekOf(now);
  const today = berlin(now);
  const from = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), callTimeZone);
  return { from: new Date(from.getTime()), to: new Date(addDays(from, 1).getTime()) };
}

export async function listAppointments(
  deps: Pick<BookingDeskDependencies, 'pool' | 'now'>,
  actor: DeskSession,
  { range, berater }: { range: AppointmentRange; berater: string | null },
): Promise<AppointmentsAnswer> {
  const { pool } = deps;
  const canSeeAll = actor.role === 'admin';
  const own = (await pool.query<{ id: string }>('SELECT id::text FROM users WHERE lower(username) = lower($1)', [actor.username])).rows[0]
    ?.id;
  const adviserId = canSeeAll ? berater : (own ?? null);
  const { from, to } = rangeOf(range, nowOf(deps));
  const calls = !canSeeAll && !own ? [] : await callsBetween(pool, from, to, adviserId ?? undefined);
  const { rows: advisers } = await pool.query<{ id: string; name: string }>(
    `SELECT id::text, coalesce(display_name, username) AS name FROM users
      WHERE (holds_calls AND disabled_at IS NULL) OR id IN (SELECT adviser_id FROM bookings WHERE starts_at >= $1 AND starts_at < $2)
      ORDER BY lower(coalesce(display_name, username)) LIMIT 200`,
    [from, to],
  );
  const at = nowOf(deps);
  return {
    range,
    canSeeAll,
    adviserId,
    advisers: canSeeAll ? advisers : advisers.filter((adviser) => adviser.id === own),
    calls: calls.map((call) => toAppointment(call, at)),
  };
}

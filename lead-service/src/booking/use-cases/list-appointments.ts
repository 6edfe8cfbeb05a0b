/**
 * The desk's "Termine": the next days as far as calls can be booked, today's, or any week's calls (Berlin
 * calendar), one's own — an admin sees everyone's or one adviser's — with the advisers to choose from.
 */
import type { AppointmentRange, AppointmentsAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { callsBetween } from '../bookings.ts';
import { berlin, berlinWeekOf, callTimeZone, dayKey } from '../call-time.ts';
import { nowOf, type BookingDeskDependencies } from './booking-desk-dependencies.ts';
import { toAppointment } from './to-appointment.ts';

interface Period {
  from: Date;
  to: Date;
  period: string;
  week: AppointmentsAnswer['week'];
}

const midnightOf = (value: Date) => {
  const day = berlin(value);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), callTimeZone);
};

/** Berlin calendar days from midnight: today, the next `days` (today included), or the Monday-to-Sunday week of `woche`. */
function periodOf(range: AppointmentRange, woche: string | null, days: number, now: Date): Period {
  const today = midnightOf(now);
  if (range === 'today') return { from: today, to: addDays(today, 1), period: 'heute', week: null };
  if (range === 'next') return { from: today, to: addDays(today, days), period: `in den nächsten ${days} Tagen`, week: null };
  const [year, month, day] = (woche ?? '').split('-').map(Number);
  const chosen = woche ? new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, 12, callTimeZone) : now;
  const { from, to } = berlinWeekOf(Number.isNaN(chosen.getTime()) ? now : chosen);
  const sunday = addDays(berlin(from), 6);
  return {
    from,
    to,
    period: `in der Woche ${format(berlin(from), 'd.M.')}–${format(sunday, 'd.M.yyyy')}`,
    week: { monday: dayKey(from), previous: dayKey(addDays(berlin(from), -7)), next: dayKey(addDays(berlin(from), 7)) },
  };
}

export async function listAppointments(
  deps: Pick<BookingDeskDependencies, 'pool' | 'now' | 'settings'>,
  actor: DeskSession,
  { range, woche, berater }: { range: AppointmentRange; woche: string | null; berater: string | null },
): Promise<AppointmentsAnswer> {
  const { pool } = deps;
  const canSeeAll = actor.role === 'admin';
  const own = (await pool.query<{ id: string }>('SELECT id::text FROM users WHERE lower(username) = lower($1)', [actor.username])).rows[0]
    ?.id;
  const adviserId = canSeeAll ? berater : (own ?? null);
  const { from, to, period, week } = periodOf(range, woche, deps.settings.horizonDays, nowOf(deps));
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
    period,
    week,
    canSeeAll,
    adviserId,
    advisers: canSeeAll ? advisers : advisers.filter((adviser) => adviser.id === own),
    calls: calls.map((call) => toAppointment(call, at)),
  };
}

/**
 * Bounds on the visitor pages' writes (book, move, cancel), counted in the database so every api instance
 * sees the same counts: per analysis request over 24 hours (BOOKING_LIMIT_PER_LEAD), per client address over
 * the privacy policy's rate-limit window (BOOKING_LIMIT_PER_IP; an IPv6 address counts by its /64) and, for new
 * bookings, per e-mail address the invitations go to over 24 hours (BOOKING_LIMIT_PER_ADDRESS, kept as a hash).
 * The client address is forgotten after that window and the attempt deleted after a day, as new attempts come in
 * and, without any, by the maintenance queue's sweep every minute (sweepBookingAttempts), so the privacy policy's
 * „höchstens 15 Minuten“ holds for the last attempt too.
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { isIPv6 } from 'node:net';
import type pg from 'pg';
import type { BookingSettings } from './booking-settings.ts';

export type LimitHit = 'lead' | 'ip' | 'address';

/** An IPv6 client can use its whole /64; it counts as one. */
function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter((group) => group !== '');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Counts the attempt against every limit and records it, or answers the limit it hit (nothing recorded then): one
 * statement, serialised per lead, address and e-mail address in the database (booking_attempt(),
 * migrations/067_booking_attempt.sql), so concurrent requests cannot all pass a count none of them is in yet.
 */
export async function recordAttempt(
  pool: pg.Pool,
  settings: BookingSettings,
  attempt: { leadId: string; ip: string; email?: string },
): Promise<LimitHit | undefined> {
  const { rows } = await pool.query<{ hit: LimitHit | null }>(
    'SELECT booking_attempt($1, $2, $3, $4, $5, $6, make_interval(mins => $7)) AS hit',
    [
      attempt.leadId,
      clientKey(attempt.ip),
      attempt.email ?? null,
      settings.limitPerLead,
      settings.limitPerIp,
      settings.limitPerAddress,
      dataRetention.rateLimitMinutes,
    ],
  );
  return rows[0]?.hit ?? undefined;
}

/**
 * Forgets client addresses a minute before the window ends (the sweep runs every minute, so none outlives it)
 * and deletes attempts older than a day. Rows an attempt is changing right now are skipped, never waited for.
 */
export async function sweepBookingAttempts(pool: pg.Pool): Promise<{ forgotten: number; deleted: number }> {
  const forgotten = await pool.query(
    `UPDATE booking_attempts SET client_address = NULL WHERE id IN (
       SELECT id FROM booking_attempts WHERE client_address IS NOT NULL AND at < now() - make_interval(mins => $1) FOR UPDATE SKIP LOCKED)`,
    [dataRetention.rateLimitMinutes - 1],
  );
  const deleted = await pool.query(
    `DELETE FROM booking_attempts WHERE id IN (SELECT id FROM booking_attempts WHERE at < now() - interval '1 day' FOR UPDATE SKIP LOCKED)`,
  );
  return { forgotten: forgotten.rowCount ?? 0, deleted: deleted.rowCount ?? 0 };
}

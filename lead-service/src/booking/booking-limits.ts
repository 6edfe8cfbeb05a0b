/**
 * Bounds on the visitor pages' writes (book, move, cancel), counted in the database so every api instance
 * sees the same counts: per analysis request over 24 hours (BOOKING_LIMIT_PER_LEAD), per client address over
 * the privacy policy's rate-limit window (BOOKING_LIMIT_PER_IP; an IPv6 address counts by its /64) and, for new
 * bookings, per e-mail address the invitations go to over 24 hours (BOOKING_LIMIT_PER_ADDRESS). The address
 * is forgotten after that window and the attempt deleted after a day, both as new attempts come in.
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

export async function recordAttempt(
  pool: pg.Pool,
  settings: BookingSettings,
  attempt: { leadId: string; ip: string; email?: string },
): Promise<LimitHit | undefined> {
  const key = clientKey(attempt.ip);
  const { rows } = await pool.query<{ lead: number; ip: number; address: number }>(
    `WITH pruned AS (DELETE FROM booking_attempts WHERE at < now() - interval '1 day'),
          forgotten AS (UPDATE booking_attempts SET client_address = NULL
                         WHERE client_address IS NOT NULL AND at < now() - make_interval(mins => $4))
     SELECT (SELECT count(*)::int FROM booking_attempts WHERE lead_id = $1 AND at >= now() - interval '1 day') AS lead,
            (SELECT count(*)::int FROM booking_attempts WHERE client_address = $2 AND at >= now() - make_interval(mins => $4)) AS ip,
            (SELECT count(*)::int FROM bookings WHERE lower(email) = lower($3) AND created_at >= now() - interval '1 day') AS address`,
    [attempt.leadId, key, attempt.email ?? '', dataRetention.rateLimitMinutes],
  );
  const counts = rows[0] ?? { lead: 0, ip: 0, address: 0 };
  const hit: LimitHit | undefined =
    settings.limitPerLead > 0 && counts.lead >= settings.limitPerLead
      ? 'lead'
      : settings.limitPerIp > 0 && counts.ip >= settings.limitPerIp
        ? 'ip'
        : attempt.email !== undefined && settings.limitPerAddress > 0 && counts.address >= settings.limitPerAddress
          ? 'address'
          : undefined;
  if (!hit) await pool.query('INSERT INTO booking_attempts (lead_id, client_address) VALUES ($1, $2)', [attempt.leadId, key]);
  return hit;
}

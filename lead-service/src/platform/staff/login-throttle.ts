/**
 * The lockout against password guessing: at most 10 login attempts for one username and from one address
 * (an IPv6 address by its /64 network) within 15 minutes; after the 10th, further attempts are refused for
 * 15 minutes — the correct password included, so a guesser learns nothing from attempt 11 on.
 *
 * An attempt is counted before its password is hashed, atomically (desk_login_attempt(),
 * migrations/018_desk_login_attempts.sql), and decided on after: a failure stays counted, a success or a
 * check that never ran is taken back. Concurrent guesses therefore cannot all pass a check that only sees
 * finished failures. The count lives in PostgreSQL, so every api instance and a restart see the same one.
 */
import { ipKeyGenerator } from 'express-rate-limit';
import type pg from 'pg';
import { loginNameKey } from './users.ts';

export const loginLockout = Object.freeze({ attempts: 10, windowMs: 15 * 60_000 });

/** The address a guesser is counted by: an IPv4 address itself, an IPv6 one by its /64 (one customer's network). */
export function loginAddressKey(address: string): string {
  return ipKeyGenerator(address, 64);
}

export type LoginAttempt = { attempt: string } | { lockedUntil: Date };

/** Counts an attempt for this name and address, or says until when they are locked (nothing counted then). */
export async function countLoginAttempt(pool: pg.Pool, username: string, address: string): Promise<LoginAttempt> {
  const { rows } = await pool.query<{ attempt: string | null; locked_until: Date | null }>(
    "SELECT attempt::text AS attempt, locked_until FROM desk_login_attempt($1, $2, $3, $4 * interval '1 millisecond')",
    [loginNameKey(username), loginAddressKey(address), loginLockout.attempts, loginLockout.windowMs],
  );
  const row = rows[0];
  if (row?.attempt) return { attempt: row.attempt };
  return { lockedUntil: row?.locked_until ?? new Date(Date.now() + loginLockout.windowMs) };
}

/** Takes a counted attempt back: the password was right, or it was never checked. */
export async function withdrawLoginAttempt(pool: pg.Pool, attempt: string): Promise<void> {
  await pool.query('DELETE FROM desk_login_failures WHERE id = $1', [attempt]);
}

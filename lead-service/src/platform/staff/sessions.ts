/**
 * Desk sessions, server-side (table desk_sessions): the cookie carries 32 random bytes, the table their SHA-256.
 * A session ends at its absolute expiry, after the idle time without a request, at logout, or when its
 * account is disabled or gets a new password. Every login makes a new token, so a token planted before the
 * login (session fixation) never becomes a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Role } from './users.ts';

export interface SessionTimes {
  idleMs: number;
  maxAgeMs: number;
}

export interface DeskSession {
  userId: string;
  username: string;
  role: Role;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Starts a session for the user and returns the token for the cookie. */
export async function createSession(pool: pg.Pool, userId: string, times: SessionTimes): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Expired rows of anyone are cleared on the way, so the table never grows with abandoned logins.
  await pool.query("DELETE FROM desk_sessions WHERE expires_at < now() OR last_seen_at < now() - $1 * interval '1 millisecond'", [
    times.idleMs,
  ]);
  await pool.query(`INSERT INTO desk_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`, [
    tokenHash(token),
    userId,
    times.maxAgeMs,
  ]);
  return token;
}

/**
 * The idle clock is restarted at most once a minute: a write (and its commit) per request would cost every
 * click of the desk a disk flush, for a precision the 8-hour idle time does not need.
 */
const touchEveryMs = 60_000;

/** The live session of a token, its idle clock restarted; undefined when unknown, expired or the account is disabled. */
export async function resumeSession(pool: pg.Pool, token: string | undefined, times: SessionTimes): Promise<DeskSession | undefined> {
  if (!token || !tokenPattern.test(token)) return undefined;
  const hash = tokenHash(token);
  const { rows } = await pool.query<{ user_id: string; username: string; role: Role; stale: boolean }>(
    `SELECT u.id::text AS user_id, u.username, u.role, s.last_seen_at < now() - $3 * interval '1 millisecond' AS stale
       FROM desk_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND u.disabled_at IS NULL
        AND s.expires_at > now() AND s.last_seen_at > now() - $2 * interval '1 millisecond'`,
    [hash, times.idleMs, touchEveryMs],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) await pool.query('UPDATE desk_sessions SET last_seen_at = now() WHERE token_hash = $1', [hash]);
  return { userId: row.user_id, username: row.username, role: row.role };
}

export async function endSession(pool: pg.Pool, token: string | undefined): Promise<void> {
  if (!token || !tokenPattern.test(token)) return;
  await pool.query('DELETE FROM desk_sessions WHERE token_hash = $1', [tokenHash(token)]);
}

/**
 * The lockout against password guessing: after 10 failed logins for one username or from one address within
 * 15 minutes, further attempts are refused for 15 minutes — the correct password included, so a guesser
 * learns nothing from attempt 11 on. Failures live in PostgreSQL (desk_login_failures), so every api
 * instance and a restart see the same count.
 */
import type pg from 'pg';

export const loginLockout = Object.freeze({ failures: 10, windowMs: 15 * 60_000 });

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 128);
}

/** Whether a 10th failure within 15 minutes happened in the last 15 minutes, for one column's value. */
function lockedBy(column: 'username_key' | 'address'): string {
  return `SELECT coalesce(bool_or(n >= $3), false) FROM (
            SELECT at, count(*) OVER (ORDER BY at RANGE BETWEEN $4 * interval '1 millisecond' PRECEDING AND CURRENT ROW) AS n
              FROM desk_login_failures WHERE ${column} = $COLUMN AND at > now() - 2 * $4 * interval '1 millisecond'
          ) recent WHERE at > now() - $4 * interval '1 millisecond'`;
}

/** Whether logins for this name or from this address are refused now. */
export async function loginLocked(pool: pg.Pool, username: string, address: string): Promise<boolean> {
  const { rows } = await pool.query<{ by_name: boolean; by_address: boolean }>(
    `SELECT (${lockedBy('username_key').replace('$COLUMN', '$1')}) AS by_name, (${lockedBy('address').replace('$COLUMN', '$2')}) AS by_address`,
    [usernameKey(username), address, loginLockout.failures, loginLockout.windowMs],
  );
  return rows[0]?.by_name === true || rows[0]?.by_address === true;
}

export async function recordLoginFailure(pool: pg.Pool, username: string, address: string): Promise<void> {
  await pool.query("DELETE FROM desk_login_failures WHERE at < now() - 2 * $1 * interval '1 millisecond'", [loginLockout.windowMs]);
  await pool.query('INSERT INTO desk_login_failures (username_key, address) VALUES ($1, $2)', [usernameKey(username), address]);
}

/**
 * One desk login, decided in the order that keeps guessing bounded: count the attempt (or learn that name or
 * address is locked), look the user up, check the password on a password thread — an unknown name against a
 * decoy hash, so the answer time does not tell which names exist — and then decide: a failed guess stays
 * counted; a success, or a check that never ran (the threads busy, a fault), is taken back.
 */
import type pg from 'pg';
import { countLoginAttempt, withdrawLoginAttempt } from './login-throttle.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';
import { findLogin, type User } from './users.ts';

export type LoginOutcome = { user: User } | { failed: true } | { lockedUntil: Date };

export async function attemptLogin(pool: pg.Pool, login: { username: string; password: string; address: string }): Promise<LoginOutcome> {
  const counted = await countLoginAttempt(pool, login.username, login.address);
  if ('lockedUntil' in counted) return counted;
  let failed = false;
  try {
    const user = await findLogin(pool, login.username);
    const passwordOk = await verifyPassword(login.password, user?.passwordHash ?? decoyHash);
    if (user && passwordOk && !user.disabledAt) {
      const { passwordHash: _, ...account } = user;
      return { user: account };
    }
    failed = true;
    return { failed };
  } finally {
    if (!failed) await withdrawLoginAttempt(pool, counted.attempt);
  }
}

/**
 * A member of staff signs in: name and password checked against the lockout, a fresh session (whatever token
 * the browser brought is ended first, so a login never continues a planted session), the account as the desk
 * shows it. The caller sets the cookie with the token.
 */
import type { Account } from '@sichtwerk/forms/desk/account-contract';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../../platform/errors/app-error.ts';
import { tooManyLoginAttempts } from '../../platform/http-security/login-rate-limit.ts';
import { loginRequired } from '../../platform/staff/desk-session.ts';
import { attemptLogin } from '../../platform/staff/attempt-login.ts';
import { createSession, endSession } from '../../platform/staff/sessions.ts';
import { accountOf, type Role } from '../../platform/staff/users.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export interface LogIn {
  username: string;
  password: string;
  /** The caller's address, for the lockout. */
  address: string;
  /** The session token the browser brought, if any. */
  previousToken: string | undefined;
}

export async function logIn(
  { pool, sessionTimes, logger }: Pick<DeskDependencies, 'pool' | 'sessionTimes' | 'logger'>,
  { username, password, address, previousToken }: LogIn,
): Promise<{ account: Account; token: string; role: Role }> {
  const outcome = await attemptLogin(pool, { username, password, address });
  if ('lockedUntil' in outcome) throw tooManyLoginAttempts((outcome.lockedUntil.getTime() - Date.now()) / 1000);
  if (!('user' in outcome)) {
    throw new AppError({ code: errorCodes.loginFailed, status: 401, message: 'Benutzername oder Passwort stimmen nicht.' });
  }
  const { user } = outcome;
  await endSession(pool, previousToken);
  const token = await createSession(pool, user.id, sessionTimes);
  logger.info({ user: user.username }, 'desk login');
  const account = await accountOf(pool, user.id);
  if (!account) throw loginRequired();
  return { account, token, role: user.role };
}

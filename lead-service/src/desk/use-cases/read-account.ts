/** The desk asks who is signed in: the account of a live session, or 401 (the desk shows its login). */
import type { Account } from '@sichtwerk/forms/desk/account-contract';
import { loginRequired } from '../../platform/staff/desk-session.ts';
import { resumeSession } from '../../platform/staff/sessions.ts';
import { accountOf } from '../../platform/staff/users.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function readAccount(
  { pool, sessionTimes }: Pick<DeskDependencies, 'pool' | 'sessionTimes'>,
  token: string | undefined,
): Promise<Account> {
  const session = await resumeSession(pool, token, sessionTimes);
  if (!session) throw loginRequired();
  const account = await accountOf(pool, session.userId);
  if (!account) throw loginRequired();
  return account;
}

/** Staff sign out: the session ends on the server, whatever the browser keeps of its cookie. */
import { endSession } from '../../platform/staff/sessions.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function logOut({ pool }: Pick<DeskDependencies, 'pool'>, token: string | undefined): Promise<{ loggedOut: true }> {
  await endSession(pool, token);
  return { loggedOut: true };
}

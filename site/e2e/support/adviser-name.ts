import { usersCommand } from './desk-accounts.ts';

/** Gives a staff account the name visitors read as their adviser, as an operator does: `npm run users -- name`. */
export async function nameAdviser(username: string, displayName: string): Promise<void> {
  await usersCommand(['name', username, displayName]);
}

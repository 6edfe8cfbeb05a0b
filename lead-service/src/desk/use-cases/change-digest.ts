/**
 * Staff switch their daily digest of due follow-ups on or off, admins also the weekly conversion mail; on needs an
 * address to send it to.
 */
import type { Account, DigestSettings } from '@sichtwerk/forms/desk/account-contract';
import { invalidField } from '../../platform/errors/refusals.ts';
import { loginRequired } from '../../platform/staff/desk-session.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { accountOf, setDigest } from '../../platform/staff/users.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function changeDigest(
  { pool }: Pick<DeskDependencies, 'pool'>,
  actor: DeskSession,
  settings: DigestSettings,
): Promise<Account> {
  const account = await accountOf(pool, actor.userId);
  if (settings.digest && !(settings.email ?? account?.email)) {
    throw invalidField('email', 'Für die tägliche Übersicht brauchen wir deine E-Mail-Adresse.');
  }
  if (settings.weeklyReport && account?.role !== 'admin') {
    throw invalidField('weeklyReport', 'Den Wochenbericht bekommen nur Administratoren.');
  }
  if (settings.weeklyReport && !(settings.email ?? account?.email)) {
    throw invalidField('email', 'Für den Wochenbericht brauchen wir deine E-Mail-Adresse.');
  }
  await setDigest(pool, actor.userId, settings);
  const changed = await accountOf(pool, actor.userId);
  if (!changed) throw loginRequired();
  return changed;
}

/**
 * „Prämie trotzdem gewähren“ (admins only, the endpoint's access): a referral whose reward the conditions declined
 * gets it anyway, with the admin's reason (referral-rewards/grant-referral-reward.ts). Only a referral has a
 * reward, and only a declined, unpaid one can be granted: otherwise 409.
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { grantReferralReward } from '../referral-rewards/grant-referral-reward.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf } from './lead-of.ts';

export async function grantReward(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { reason }: { reason: string },
): Promise<DeskLead> {
  const { form } = await leadOf(deps, id);
  if (form.kind !== 'referral') throw notPossible('Nur eine Empfehlung hat eine Prämie.');
  const granted = await withTransaction(deps.pool, (client) => grantReferralReward(client, id, actor.username, reason));
  if (!granted) {
    throw notPossible('Trotzdem gewähren lässt sich nur eine Prämie, die nach den Bedingungen abgelehnt und noch nicht ausgezahlt ist.');
  }
  return deskLead(deps, id);
}

/**
 * Staff choose the analysis request a referral led to, by its reference, when the e-mail did not match (the
 * company wrote from another address). A request already won decides the reward at once; a decided reward keeps
 * its request. Only a referral has a reward: on another kind, 409.
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { parseReference } from '@sichtwerk/forms/desk/reference';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { invalidField, notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { linkReferral as link } from '../referral-rewards/referral-rewards.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf } from './lead-of.ts';

export async function linkReferral(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { reference }: { reference: string },
): Promise<DeskLead> {
  const { form } = await leadOf(deps, id);
  if (form.kind !== 'referral') throw notPossible('Nur eine Empfehlung lässt sich mit einer Anfrage verknüpfen.');
  const stored = parseReference(reference) ?? reference;
  const linked = await withTransaction(deps.pool, async (client) => {
    await client.query('SELECT 1 FROM leads WHERE id = $1 FOR UPDATE', [id]);
    const result = await link(client, id, stored, actor.username);
    if (result === 'linked') {
      await recordLeadEvent(client, {
        leadId: id,
        leadKind: form.kind,
        actor: actor.username,
        action: 'referral_linked',
        detail: { reference: stored },
      });
    }
    return result;
  });
  if (linked === undefined) throw invalidField('reference', 'Eine Analyse-Anfrage mit dieser Vorgangsnummer gibt es nicht.');
  if (linked === 'decided') throw notPossible('Über die Prämie ist schon entschieden: Die verknüpfte Anfrage bleibt.');
  return deskLead(deps, id);
}

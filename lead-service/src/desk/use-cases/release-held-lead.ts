/** Staff confirm a lead the spam protection held as real: its mails go out as if it had never been held. */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { releaseLead } from '../../pipeline/release-lead.ts';
import { notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf, noSuchLead } from './lead-of.ts';

export async function releaseHeldLead(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'leadQueue' | 'logger' | 'closedDays'>,
  actor: DeskSession,
  id: string,
): Promise<DeskLead> {
  const { form } = await leadOf(deps, id);
  const outcome = await releaseLead(deps, { form, id, actor: actor.username, action: 'released' });
  if (!outcome) throw noSuchLead();
  if (outcome === 'not-held') throw notPossible('Dieser Lead ist nicht zur Prüfung markiert.');
  return deskLead(deps, id);
}

/** Staff record a call attempt on a lead: how it went and a note. */
import type { CallOutcome, DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { recordCall } from '../lead-calls.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf } from './lead-of.ts';

export async function recordLeadCall(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { outcome, note }: { outcome: CallOutcome; note?: string | undefined },
): Promise<DeskLead> {
  const { form } = await leadOf(deps, id);
  await recordCall(deps.pool, { form, leadId: id, caller: actor.username, outcome, note });
  return deskLead(deps, id);
}

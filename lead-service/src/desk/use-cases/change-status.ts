/**
 * Staff move a lead to its next status or set it back with a reason; a step the lead's kind does not allow, or
 * one that waits for the booked call to begin, is refused with 409.
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { callNotStartedMessage } from '../../booking/call-outcome-rule.ts';
import { invalidField, notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { changeLeadStatus } from '../change-lead-status.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf, noSuchLead } from './lead-of.ts';
import { isKnownStatus } from './list-filter.ts';

export async function changeStatus(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { to, reason }: { to: string; reason?: string | undefined },
): Promise<DeskLead> {
  if (!isKnownStatus(deps.forms, to)) throw invalidField('to', 'Diesen Status gibt es nicht.');
  const { form } = await leadOf(deps, id);
  const outcome = await changeLeadStatus(deps.pool, { form, id, to, reason, actor: actor.username });
  if (!outcome) throw noSuchLead();
  if (outcome === 'reason-required') throw invalidField('reason', 'Bitte gib an, warum der Status zurückgesetzt wird.');
  if (outcome === 'not-allowed') throw notPossible('Dieser Statuswechsel ist nicht möglich.');
  if ('callStartsAt' in outcome) throw notPossible(callNotStartedMessage(outcome.callStartsAt));
  return deskLead(deps, id);
}

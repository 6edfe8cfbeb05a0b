/** Staff set a follow-up at a Berlin wall time (one that exists on that day) or clear it. */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { invalidField } from '../../platform/errors/refusals.ts';
import { fromBerlinWallTime } from '../../platform/shared/berlin-time.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { setFollowUp } from '../set-follow-up.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf } from './lead-of.ts';

export async function planFollowUp(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  body: { at: string | null },
): Promise<DeskLead> {
  const at = body.at === null ? null : fromBerlinWallTime(body.at);
  if (at === undefined) throw invalidField('at', 'Dieses Datum oder diese Uhrzeit gibt es nicht.');
  const { form } = await leadOf(deps, id);
  await setFollowUp(deps.pool, { form, id, at, actor: { id: actor.userId, username: actor.username } });
  return deskLead(deps, id);
}

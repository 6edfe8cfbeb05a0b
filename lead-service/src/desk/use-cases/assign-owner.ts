/** Staff take a lead ("me"), hand it to a colleague (their id) or leave it unowned (null). */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import * as z from 'zod/mini';
import { invalidField } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { assignLead } from '../assign-lead.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf, noSuchLead } from './lead-of.ts';

const userId = z.uuid();

export async function assignOwner(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { owner }: { owner: string | null },
): Promise<DeskLead> {
  const { form } = await leadOf(deps, id);
  const ownerId = owner === 'me' ? actor.userId : owner;
  if (ownerId !== null && !z.safeParse(userId, ownerId).success) throw invalidField('owner', 'Diese Person gibt es nicht.');
  const outcome = await assignLead(deps.pool, { form, id, ownerId, actor: actor.username });
  if (!outcome) throw noSuchLead();
  if (outcome === 'unknown-user') throw invalidField('owner', 'Diese Person gibt es nicht (mehr).');
  return deskLead(deps, id);
}

/** The leads before and after one in the list the desk came from, for the detail's previous/next. */
import type { InboxFilter, Neighbours } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { readNeighbours } from '../read-inbox.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { leadOf } from './lead-of.ts';
import { listFilterOf } from './list-filter.ts';

export async function findNeighbours(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  filter: InboxFilter,
): Promise<Neighbours> {
  const listFilter = listFilterOf(deps.forms, filter, actor.userId);
  const { form } = await leadOf(deps, id);
  return readNeighbours(deps.forms, deps.pool, listFilter, { id, form }, deps.closedDays);
}

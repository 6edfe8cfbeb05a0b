/** One page of the inbox, filtered as the desk's URL says, continuing after a cursor. */
import type { InboxPage, InboxRequest } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { decodeCursor, readInbox } from '../read-inbox.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { listFilterOf } from './list-filter.ts';

export async function listInbox(
  { forms, pool, closedDays }: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  { after, ...filter }: InboxRequest,
): Promise<InboxPage> {
  return readInbox(
    forms,
    pool,
    { ...listFilterOf(forms, filter, actor.userId), after: after ? decodeCursor(after) : undefined },
    actor.userId,
    closedDays,
  );
}

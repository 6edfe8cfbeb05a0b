/** One page of the review list ("Prüfen"): the leads the spam protection held. */
import type { InboxPage } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { decodeCursor, readInbox } from '../read-inbox.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function listReview(
  { forms, pool, closedDays }: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  { after }: { after?: string | undefined },
): Promise<InboxPage> {
  return readInbox(forms, pool, { review: true, after: after ? decodeCursor(after) : undefined }, actor.userId, closedDays);
}

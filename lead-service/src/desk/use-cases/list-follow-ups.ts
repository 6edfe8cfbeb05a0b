/** The caller's follow-ups due by today's end, of one kind or all. */
import type { InboxFilter, InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { readFollowUps } from '../read-inbox.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function listFollowUps(
  { forms, pool, closedDays }: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  { kind }: InboxFilter,
): Promise<{ followUps: InboxRow[] }> {
  return { followUps: await readFollowUps(forms, pool, actor.userId, closedDays, { kind }) };
}

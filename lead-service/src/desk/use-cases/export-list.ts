/** An admin takes the list as it is filtered out as a CSV file for Excel; each exported lead's history says so. */
import type { InboxFilter } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { exportInbox } from '../export-inbox.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { listFilterOf } from './list-filter.ts';

export async function exportList(
  { forms, pool, logger, closedDays }: Pick<DeskDependencies, 'forms' | 'pool' | 'logger' | 'closedDays'>,
  actor: DeskSession,
  filter: InboxFilter,
): Promise<string> {
  const { csv, rows } = await exportInbox(
    forms,
    pool,
    listFilterOf(forms, filter, actor.userId),
    {
      id: actor.userId,
      username: actor.username,
    },
    closedDays,
  );
  logger.info({ user: actor.username, rows }, 'desk inbox exported as CSV');
  return csv;
}

/**
 * Staff delete a held lead as spam: only one the spam protection marked, and never one under legal retention;
 * the history keeps who discarded it and why it was held.
 */
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { erasePerson } from '../../lead-records/erase-person.ts';
import { recordTablesOf } from '../../lead-records/record-tables.ts';
import { notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { leadOf } from './lead-of.ts';

export async function discardSpam(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'leadQueue' | 'redis' | 'dataDir'>,
  actor: DeskSession,
  id: string,
): Promise<{ erased: number }> {
  const { form, row } = await leadOf(deps, id);
  const spamReason = row.spam_reason;
  if (typeof spamReason !== 'string') throw notPossible('Nur zur Prüfung markierte Leads können als Spam gelöscht werden.');
  const { pool, leadQueue, redis, dataDir } = deps;
  const result = await erasePerson({ pool, tables: recordTablesOf(deps.forms), queue: leadQueue.queue, redis, dataDir }, { id });
  if (result.erased.length === 0) throw notPossible('Dieser Lead ist in gesetzlicher Aufbewahrung und bleibt erhalten.');
  await recordLeadEvent(pool, { leadId: id, leadKind: form.kind, actor: actor.username, action: 'discarded', detail: { spamReason } });
  return { erased: result.erased.length };
}

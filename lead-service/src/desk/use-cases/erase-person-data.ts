/**
 * Löschung (DSGVO Art. 17) for one address: its leads, their queued jobs and outbox files go, leads under legal
 * retention stay (named with their day); each erased lead's history keeps who erased it.
 */
import type { Erasure } from '@sichtwerk/forms/desk/desk-contract';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { erasePerson } from '../../lead-records/erase-person.ts';
import { recordTablesOf } from '../../lead-records/record-tables.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function erasePersonData(
  { forms, pool, leadQueue, redis, dataDir }: Pick<DeskDependencies, 'forms' | 'pool' | 'leadQueue' | 'redis' | 'dataDir'>,
  actor: DeskSession,
  { email }: { email: string },
): Promise<Erasure> {
  const result = await erasePerson({ pool, tables: recordTablesOf(forms), queue: leadQueue.queue, redis, dataDir }, { email });
  for (const lead of result.erased) {
    const form = forms.find((candidate) => candidate.table.name.replace(/_/g, '-') === lead.kind);
    await recordLeadEvent(pool, {
      leadId: lead.id,
      leadKind: form?.kind ?? lead.kind,
      actor: actor.username,
      action: 'erased',
      detail: { how: 'desk' },
    });
  }
  return {
    erased: result.erased.length,
    retained: result.retained.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      retainUntil: lead.retainUntil.toISOString(),
      reason: lead.reason,
    })),
    mentions: result.mentions.length,
    jobsRemoved: result.jobs.filter((job) => job.removed).length,
  };
}

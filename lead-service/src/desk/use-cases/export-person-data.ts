/** Auskunft (DSGVO Art. 15) for one address: every lead stored for it, with what the kinds and the calls add; each lead's history says so. */
import type { PersonExport } from '@sichtwerk/forms/desk/desk-contract';
import { addStrategyCalls } from '../../booking/booking-export.ts';
import { withKindExports } from '../../kind-kit/kind-services.ts';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { addDeskRecords } from '../../lead-records/desk-records-export.ts';
import { exportObjects } from '../../lead-records/export-objects.ts';
import { queryLeads } from '../../lead-records/query-leads.ts';
import { recordTablesOf } from '../../lead-records/record-tables.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function exportPersonData(
  { forms, pool }: Pick<DeskDependencies, 'forms' | 'pool'>,
  actor: DeskSession,
  { email }: { email: string },
): Promise<PersonExport> {
  const records = await queryLeads(pool, recordTablesOf(forms), { email });
  for (const record of records) {
    await recordLeadEvent(pool, {
      leadId: record.id,
      leadKind: record.lead.formKind,
      actor: actor.username,
      action: 'exported',
      detail: { how: 'desk' },
    });
  }
  const leads = await withKindExports(forms, pool, exportObjects(records));
  await addStrategyCalls(pool, leads);
  await addDeskRecords(pool, leads);
  return { leads };
}

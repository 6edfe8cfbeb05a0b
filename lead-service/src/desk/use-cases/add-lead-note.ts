/** Staff write a note on a lead; notes are never changed once written. */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { addNote } from '../lead-notes.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf } from './lead-of.ts';

export async function addLeadNote(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { text }: { text: string },
): Promise<DeskLead> {
  const { form } = await leadOf(deps, id);
  await addNote(deps.pool, { leadId: id, leadKind: form.kind, author: actor.username, text });
  return deskLead(deps, id);
}

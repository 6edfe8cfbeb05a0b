/** The lead a desk request names, or the desk's 404; and the lead as the desk shows it after an action. */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { notFound } from '../../platform/errors/refusals.ts';
import { findLeadRow, readLead } from '../desk-leads.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export const noSuchLead = () => notFound('Diesen Lead gibt es nicht (mehr).');

export async function leadOf(
  { forms, pool }: Pick<DeskDependencies, 'forms' | 'pool'>,
  id: string,
): Promise<{ form: LeadForm; row: Record<string, unknown> }> {
  const found = await findLeadRow(forms, pool, id);
  if (!found) throw noSuchLead();
  return found;
}

export async function deskLead(
  { forms, pool, closedDays }: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  id: string,
): Promise<DeskLead> {
  const lead = await readLead(forms, pool, id, closedDays);
  if (!lead) throw noSuchLead();
  return lead;
}

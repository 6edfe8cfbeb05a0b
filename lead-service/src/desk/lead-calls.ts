/**
 * Call attempts on a lead (table lead_calls): who called when, how it went (erreicht · nicht erreicht ·
 * Mailbox · falsche Nummer) and an optional note. Recorded, never changed. The first attempt counts as the
 * first response (figures) like a status change does: it sets first_handled_at if nothing did before.
 */
import { type CallOutcome, callOutcomes, type LeadCall } from '@sichtwerk/forms/desk/lead-contract';
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { recordLeadEvent } from '../kind-kit/lead-events.ts';

const callsShown = 200;

export async function recordCall(
  pool: pg.Pool,
  call: { form: LeadForm; leadId: string; caller: string; outcome: CallOutcome; note?: string | undefined },
): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('INSERT INTO lead_calls (lead_id, lead_kind, caller, outcome, note) VALUES ($1, $2, $3, $4, $5)', [
      call.leadId,
      call.form.kind,
      call.caller,
      call.outcome,
      call.note ?? null,
    ]);
    await client.query('UPDATE leads SET first_handled_at = coalesce(first_handled_at, now()) WHERE id = $1', [call.leadId]);
    await recordLeadEvent(client, {
      leadId: call.leadId,
      leadKind: call.form.kind,
      actor: call.caller,
      action: 'call_recorded',
      detail: { outcome: call.outcome },
    });
  });
}

export async function readCalls(pool: pg.Pool, leadId: string): Promise<LeadCall[]> {
  const { rows } = await pool.query<{ id: string; at: Date; caller: string; outcome: CallOutcome; note: string | null }>(
    `SELECT id::text AS id, at, caller, outcome, note FROM (
       SELECT id, at, caller, outcome, note FROM lead_calls WHERE lead_id = $1 ORDER BY at DESC, id DESC LIMIT $2
     ) AS latest ORDER BY at, id`,
    [leadId, callsShown],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    caller: row.caller,
    outcome: row.outcome,
    outcomeLabel: callOutcomes[row.outcome],
    note: row.note,
  }));
}

/**
 * Sets or clears a lead's follow-up ("Wiedervorlage"), audited. A follow-up is someone's: on a lead nobody
 * owns, the person who sets it becomes its owner, so it appears at the top of their inbox when due.
 */
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { recordLeadEvent } from '../kind-kit/lead-events.ts';
import { ofKindSql } from '../pipeline/pipeline-table.ts';

export async function setFollowUp(
  pool: pg.Pool,
  change: { form: LeadForm; id: string; at: Date | null; actor: { id: string; username: string } },
): Promise<boolean> {
  const ofKind = ofKindSql(change.form.kind);
  return withTransaction(pool, async (client, rollback) => {
    const current = (
      await client.query<{ owner_id: string | null }>(`SELECT owner_id FROM leads WHERE id = $1 AND ${ofKind} FOR UPDATE`, [change.id])
    ).rows[0];
    if (!current) {
      rollback();
      return false;
    }
    const takes = current.owner_id === null && change.at !== null;
    await client.query('UPDATE leads SET follow_up_at = $2, owner_id = CASE WHEN $3 THEN $4::uuid ELSE owner_id END WHERE id = $1', [
      change.id,
      change.at,
      takes,
      change.actor.id,
    ]);
    if (takes) {
      await recordLeadEvent(client, {
        leadId: change.id,
        leadKind: change.form.kind,
        actor: change.actor.username,
        action: 'owner_changed',
        detail: { from: null, to: change.actor.username },
      });
    }
    await recordLeadEvent(client, {
      leadId: change.id,
      leadKind: change.form.kind,
      actor: change.actor.username,
      action: 'follow_up_set',
      detail: { at: change.at?.toISOString() ?? null },
    });
    return true;
  });
}

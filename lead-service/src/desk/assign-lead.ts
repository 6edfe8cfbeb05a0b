/**
 * Hands a lead to a colleague, to oneself ("Mir zuweisen") or to nobody, audited in the same transaction:
 * the history says who gave it from whom to whom.
 */
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { recordLeadEvent } from '../kind-kit/lead-events.ts';
import { ofKindSql } from '../pipeline/pipeline-table.ts';

/** undefined: no such lead; 'unknown-user': no active account with that id. */
export async function assignLead(
  pool: pg.Pool,
  change: { form: LeadForm; id: string; ownerId: string | null; actor: string },
): Promise<'assigned' | 'unknown-user' | undefined> {
  const ofKind = ofKindSql(change.form.kind, 'lead');
  return withTransaction(pool, async (client, rollback) => {
    const current = (
      await client.query<{ owner: string | null }>(
        `SELECT owner.username AS owner FROM leads AS lead LEFT JOIN users AS owner ON owner.id = lead.owner_id
          WHERE lead.id = $1 AND ${ofKind} FOR UPDATE OF lead`,
        [change.id],
      )
    ).rows[0];
    if (!current) {
      rollback();
      return undefined;
    }
    let to: string | null = null;
    if (change.ownerId !== null) {
      const user = (
        await client.query<{ username: string }>('SELECT username FROM users WHERE id = $1::uuid AND disabled_at IS NULL', [change.ownerId])
      ).rows[0];
      if (!user) {
        rollback();
        return 'unknown-user';
      }
      to = user.username;
    }
    await client.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [change.id, change.ownerId]);
    await recordLeadEvent(client, {
      leadId: change.id,
      leadKind: change.form.kind,
      actor: change.actor,
      action: 'owner_changed',
      detail: { from: current.owner, to },
    });
    return 'assigned';
  });
}

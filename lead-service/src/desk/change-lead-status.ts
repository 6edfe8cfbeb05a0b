/**
 * A status change in the sales desk: one audited action. In one transaction the row gets its new status, the
 * time of the change and — the first time it leaves its first status — its "first handled" time, and the
 * history records who moved it from what to what. Only the workflow columns change; what the visitor sent
 * stays as it was. A status clicked by mistake can be set back to an earlier one (declared before it), with a
 * reason the history keeps. A status that asks how the lead ended („Kunde geworden“, „kein Interesse“) is only
 * reached with those facts, recorded in the same transaction (lead-outcomes.ts); setting it back withdraws them.
 */
import type { OutcomeKind } from '@sichtwerk/forms/desk/outcome-contract';
import type pg from 'pg';
import { applyCallOutcomeRule } from '../booking/call-outcome-rule.ts';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { recordLeadEvent, statusMoves } from '../kind-kit/lead-events.ts';
import { earlierStatuses, mayMoveTo } from '../kind-kit/lead-status.ts';
import { recordOutcome, type OutcomeRecord } from './lead-outcomes.ts';
import { decideReferralRewards, recordRewardPaid, withdrawReferralRewards } from './referral-rewards/referral-rewards.ts';
import { ofKindSql } from '../pipeline/pipeline-table.ts';

export interface StatusChange {
  form: LeadForm;
  id: string;
  to: string;
  /** The staff username. */
  actor: string;
  /** Why, when going back to an earlier status; required there. */
  reason?: string | undefined;
  /** How the lead ended, when `to` asks for it (the status's `asks`): checked and priced by the caller. */
  outcome?: Extract<OutcomeRecord, { outcome: 'won' | 'lost' }> | undefined;
  now?: Date;
}

/**
 * `undefined`: no such lead; `not-allowed`: the kind's statuses do not lead from the current one to `to`;
 * `reason-required`: `to` is an earlier status and no reason was given; `callStartsAt`: `to` tells how the
 * lead's booked strategy call went, and it has not begun (booking/call-outcome-rule.ts).
 */
export type StatusChangeOutcome =
  | { from: string; to: string }
  | { callStartsAt: Date }
  | { asks: OutcomeKind }
  | 'not-allowed'
  | 'reason-required'
  | undefined;

/** Every status a lead's history shows it in (status changes, resets and the reward's moves, from and to). */
export async function passedStatuses(db: Pick<pg.PoolClient, 'query'>, id: string): Promise<string[]> {
  const { rows } = await db.query<{ status: string }>(
    `SELECT DISTINCT value AS status FROM lead_events, jsonb_each_text(detail)
      WHERE lead_id = $1 AND action = ANY($2) AND key IN ('from', 'to')`,
    [id, statusMoves],
  );
  return rows.map((row) => row.status);
}

export async function changeLeadStatus(pool: pg.Pool, change: StatusChange): Promise<StatusChangeOutcome> {
  const ofKind = ofKindSql(change.form.kind);
  return withTransaction(pool, async (client, rollback) => {
    const row = (await client.query<{ status: string }>(`SELECT status FROM leads WHERE id = $1 AND ${ofKind} FOR UPDATE`, [change.id]))
      .rows[0];
    if (!row) {
      rollback();
      return undefined;
    }
    const back = earlierStatuses(change.form.statuses, row.status, await passedStatuses(client, change.id)).includes(change.to);
    if (!back && !mayMoveTo(change.form.statuses, row.status, change.to)) {
      rollback();
      return 'not-allowed';
    }
    if (back && !change.reason) {
      rollback();
      return 'reason-required';
    }
    const asks = back ? undefined : change.form.statuses[change.to]?.asks;
    if (asks && change.outcome?.outcome !== asks) {
      rollback();
      return { asks };
    }
    const call = await applyCallOutcomeRule(client, change.id, change.to, change.now ?? new Date());
    if (call.outcome === 'not-started') {
      rollback();
      return { callStartsAt: call.startsAt };
    }
    await client.query(
      `UPDATE leads SET status = $2, status_changed_at = now(), first_handled_at = coalesce(first_handled_at, now()) WHERE id = $1`,
      [change.id, change.to],
    );
    if (asks && change.outcome) await recordOutcome(client, change.id, change.actor, change.outcome);
    // A won request decides the referrals that led to it, in this transaction (referral-rewards.ts).
    if (asks && change.outcome?.outcome === 'won') await decideReferralRewards(client, change.id, change.outcome.contractDate);
    if (!back && change.form.kind === 'referral' && change.to === 'paid')
      await recordRewardPaid(client, change.id, change.now ?? new Date());
    // Set back from an ending: what was recorded with it no longer holds.
    if (back) await recordOutcome(client, change.id, change.actor, { outcome: 'withdrawn' });
    if (back) await withdrawReferralRewards(client, change.id);
    await recordLeadEvent(client, {
      leadId: change.id,
      leadKind: change.form.kind,
      actor: change.actor,
      ...(back
        ? { action: 'status_reverted', detail: { from: row.status, to: change.to, reason: change.reason ?? '' } }
        : { action: 'status_changed', detail: { from: row.status, to: change.to, ...outcomeDetail(change.outcome) } }),
    });
    return { from: row.status, to: change.to };
  });
}

/** What the history shows of the recorded ending: codes and figures, never staff's free text. */
function outcomeDetail(outcome: StatusChange['outcome']): Record<string, string | number> {
  if (!outcome) return {};
  if (outcome.outcome === 'lost') return { lostReason: outcome.lost.reason };
  return { package: outcome.win.package.id, contractDate: outcome.contractDate, monthlyValue: outcome.win.monthlyValue };
}

/**
 * Staff correct a won lead's package, add-ons or contract date with a reason: the new facts become current, the
 * earlier ones stay in lead_outcomes, and the history says who corrected what and why. A changed contract date
 * reaches the referrals that led to the lead in the same transaction (redecide-referral-rewards.ts).
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { WonFacts } from '@sichtwerk/forms/desk/outcome-contract';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { withTransaction } from '../../platform/db/with-transaction.ts';
import { notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { readOutcome, recordOutcome } from '../lead-outcomes.ts';
import { redecideReferralRewards } from '../referral-rewards/redecide-referral-rewards.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf } from './lead-of.ts';
import { checkedWin } from './won-facts.ts';

export async function correctOutcome(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  { won, reason }: { won: WonFacts; reason: string },
): Promise<DeskLead> {
  const { form, row } = await leadOf(deps, id);
  const record = checkedWin(won, row.submitted_at as Date, new Date());
  const corrected = await withTransaction(deps.pool, async (client, rollback) => {
    // The lead before its outcome, in the order a status change takes them (the outcome's trigger writes the
    // lead's report columns, migrations/076_lead_stages.sql): the other order can deadlock against a set-back.
    await client.query('SELECT 1 FROM leads WHERE id = $1 FOR UPDATE', [id]);
    await client.query('SELECT 1 FROM lead_outcomes WHERE lead_id = $1 AND current FOR UPDATE', [id]);
    if ((await readOutcome(client, id))?.kind !== 'won') {
      rollback();
      return false;
    }
    await recordOutcome(client, id, actor.username, record);
    await recordLeadEvent(client, {
      leadId: id,
      leadKind: form.kind,
      actor: actor.username,
      action: 'outcome_corrected',
      detail: { package: record.win.package.id, contractDate: record.contractDate, monthlyValue: record.win.monthlyValue, reason },
    });
    await redecideReferralRewards(client, id, record.contractDate);
    return true;
  });
  if (!corrected) throw notPossible('Nur ein Lead mit dem Status „Kunde geworden“ hat einen Abschluss, der korrigiert werden kann.');
  return deskLead(deps, id);
}

/**
 * Staff move a lead to its next status or set it back with a reason; a step the lead's kind does not allow, or
 * one that waits for the booked call to begin, is refused with 409. „Kunde geworden“ needs package, add-ons and
 * contract date, „kein Interesse“ a reason (the status's `asks`): without them, 400 naming what is missing.
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { LostFacts, WonFacts } from '@sichtwerk/forms/desk/outcome-contract';
import { callNotStartedMessage } from '../../booking/call-outcome-rule.ts';
import { invalidField, notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { changeLeadStatus } from '../change-lead-status.ts';
import type { DeskDependencies } from './desk-dependencies.ts';
import { deskLead, leadOf, noSuchLead } from './lead-of.ts';
import { isKnownStatus } from './list-filter.ts';
import { checkedWin } from './won-facts.ts';

const missingFacts = {
  won: invalidField('won', 'Bitte gib Paket, Add-ons und das Datum des Vertragsschlusses an.'),
  lost: invalidField('lost', 'Bitte wähle, warum kein Interesse besteht.'),
};

export async function changeStatus(
  deps: Pick<DeskDependencies, 'forms' | 'pool' | 'closedDays'>,
  actor: DeskSession,
  id: string,
  body: { to: string; reason?: string | undefined; won?: WonFacts | undefined; lost?: LostFacts | undefined },
): Promise<DeskLead> {
  const { to, reason } = body;
  if (!isKnownStatus(deps.forms, to)) throw invalidField('to', 'Diesen Status gibt es nicht.');
  const { form, row } = await leadOf(deps, id);
  const now = new Date();
  const outcome = body.won
    ? checkedWin(body.won, row.submitted_at as Date, now)
    : body.lost
      ? ({ outcome: 'lost', lost: body.lost } as const)
      : undefined;
  const result = await changeLeadStatus(deps.pool, { form, id, to, reason, outcome, actor: actor.username, now });
  if (!result) throw noSuchLead();
  if (result === 'reason-required') throw invalidField('reason', 'Bitte gib an, warum der Status zurückgesetzt wird.');
  if (result === 'not-allowed') throw notPossible('Dieser Statuswechsel ist nicht möglich.');
  if ('callStartsAt' in result) throw notPossible(callNotStartedMessage(result.callStartsAt));
  if ('asks' in result) throw missingFacts[result.asks];
  return deskLead(deps, id);
}

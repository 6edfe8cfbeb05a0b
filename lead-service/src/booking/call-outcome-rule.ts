/**
 * "Analyse vorgestellt" and "nicht erschienen" say how a strategy call went, so neither may be set while the
 * lead's booked call has not begun — not from the Termine view, not from the lead's status panel. After
 * the call's start both are allowed; set from the status panel they also record the call's outcome, so the
 * Termine view and the lead's status never disagree.
 */
import type pg from 'pg';
import { findBookedCallOfLead, type Booking } from './bookings.ts';
import { slotLabel } from './call-time.ts';

/** The lead statuses a call's outcome sets, and the call's status each stands for. */
export const callOutcomeOfStatus: Readonly<Record<string, 'held' | 'no_show'>> = { presented: 'held', no_show: 'no_show' };

export const callNotStartedMessage = (startsAt: Date) =>
  `Das Strategiegespräch beginnt erst am ${slotLabel(startsAt)}. „Analyse vorgestellt“ und „nicht erschienen“ gehen erst nach seinem Beginn.`;

export const hasStarted = (call: Pick<Booking, 'startsAt'>, now: Date) => call.startsAt.getTime() <= now.getTime();

/**
 * Inside a status change's transaction: `not-started` (with the call's start) when `to` tells a call's outcome
 * before the booked call began; otherwise records that outcome on a begun call and answers `ok`.
 */
export async function applyCallOutcomeRule(
  client: Pick<pg.PoolClient, 'query'>,
  leadId: string,
  to: string,
  now: Date,
): Promise<{ outcome: 'ok' } | { outcome: 'not-started'; startsAt: Date }> {
  const callOutcome = callOutcomeOfStatus[to];
  if (!callOutcome) return { outcome: 'ok' };
  const call = await findBookedCallOfLead(client, leadId, true);
  if (!call) return { outcome: 'ok' };
  if (!hasStarted(call, now)) return { outcome: 'not-started', startsAt: call.startsAt };
  await client.query('UPDATE bookings SET status = $2, changed_at = now() WHERE id = $1', [call.id, callOutcome]);
  return { outcome: 'ok' };
}

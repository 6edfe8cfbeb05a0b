/**
 * The history of a lead (table lead_events, migrations/010_lead_workflow.sql): every status change and every
 * action, with who and when. Written in the same transaction as the change it records, so the history never
 * claims what did not happen. `detail` holds codes and status keys, never a field the visitor typed.
 */
import type pg from 'pg';

/** What happened; the desk renders each in German. */
export type LeadEventAction =
  /** detail: { from, to } status keys; { by: 'visitor' } when the visitor's booking or cancellation set it */
  | 'status_changed'
  /** detail: { from, to, reason } set back to an earlier status, with the staff member's reason */
  | 'status_reverted'
  /** detail: { from, to } usernames (null: nobody) */
  | 'owner_changed'
  /** detail: { at } the follow-up's time (ISO), null when cleared */
  | 'follow_up_set'
  /** detail: {} the note itself is in lead_notes */
  | 'note_added'
  /** detail: { outcome } the call itself is in lead_calls */
  | 'call_recorded'
  /** detail: { rows } the filtered inbox downloaded as CSV (admin) */
  | 'csv_exported'
  /** detail: { spamReason } the flag the lead carried; its held visitor mail goes out through the pipeline */
  | 'released'
  /** detail: { spamReason } erased as spam from the review list */
  | 'discarded'
  /** detail: { how } erased or exported for a data-subject request (DSGVO) */
  | 'erased'
  | 'exported'
  /** detail: { mail } a reminder or escalation about the lead was sent to the team */
  | 'reminder_sent'
  /** the visitor asked for their confirmation on the no-JavaScript confirmation page */
  | 'confirmation_requested'
  /** detail: { startsAt, bookingId } the strategy call was booked (actor null: by the visitor), moved (also { from }) or cancelled */
  | 'call_booked'
  | 'call_moved'
  | 'call_cancelled'
  /** detail: { prefilled } the analysis draft was started (from the website pre-check when there was one) */
  | 'analysis_started'
  /** detail: { revision } the draft was saved; one entry per person and half hour of typing, not per keystroke */
  | 'analysis_edited'
  /** detail: { version: 1 } "Analyse senden": version 1 is published and the visitor's mail queued */
  | 'analysis_sent'
  /** detail: { version } a correction after sending: the visitor's link shows this version from now on */
  | 'analysis_corrected'
  /** the visitor's analysis mail was accepted by the mail server (the moment the 48-hour promise counts) */
  | 'analysis_mail_sent'
  /** detail: { package, contractDate, monthlyValue, reason } a won lead's facts corrected; the facts are in lead_outcomes */
  | 'outcome_corrected'
  /** detail: { reference } staff linked the referral to the recommended company's request (referral_rewards) */
  | 'referral_linked'
  /**
   * detail: { from, to, previousContractDate, contractDate, dueOn | reason } the linked request's contract date was
   * corrected while the reward was neither paid nor announced: decided again from the new date (actor null)
   */
  | 'reward_redecided'
  /** detail: { from, to, contractDate, dueOn, reason, waived } an admin granted a declined reward anyway, with why */
  | 'reward_granted'
  /**
   * detail: { previousContractDate, contractDate, paidOn, announced } the linked request's contract date was corrected
   * after the reward was paid or announced to the referrer: the decision stays (actor null)
   */
  | 'reward_kept';

/** The actions that move a lead's status, each with `from` and `to` in its detail. */
export const statusMoves: readonly LeadEventAction[] = Object.freeze([
  'status_changed',
  'status_reverted',
  'reward_redecided',
  'reward_granted',
]);

export interface LeadEvent {
  leadId: string;
  leadKind: string;
  /** The staff username; null for the system or the visitor. */
  actor: string | null;
  action: LeadEventAction;
  detail?: Readonly<Record<string, string | number | boolean | null>>;
}

export interface StoredLeadEvent extends Required<LeadEvent> {
  at: Date;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export async function recordLeadEvent(db: Queryable, event: LeadEvent): Promise<void> {
  await db.query('INSERT INTO lead_events (lead_id, lead_kind, actor, action, detail) VALUES ($1, $2, $3, $4, $5)', [
    event.leadId,
    event.leadKind,
    event.actor,
    event.action,
    JSON.stringify(event.detail ?? {}),
  ]);
}

/** Every event of one lead, oldest first; bounded, as a lead's history is short. */
export async function leadHistory(db: Queryable, leadId: string, limit = 500): Promise<StoredLeadEvent[]> {
  const { rows } = await db.query<{
    lead_id: string;
    lead_kind: string;
    at: Date;
    actor: string | null;
    action: LeadEventAction;
    detail: Record<string, string | number | boolean | null>;
  }>('SELECT lead_id, lead_kind, at, actor, action, detail FROM lead_events WHERE lead_id = $1 ORDER BY at, id LIMIT $2', [leadId, limit]);
  return rows.map((row) => ({
    leadId: row.lead_id,
    leadKind: row.lead_kind,
    at: row.at,
    actor: row.actor,
    action: row.action,
    detail: row.detail,
  }));
}

/**
 * Releases a lead the spam protection doubted: the one way, for staff in the sales desk ("Echt – Bestätigung
 * senden") and for the visitor on the confirmation page of a form sent without JavaScript, in which a lead
 * stops counting as spam. The flag is cleared, a visitor mail skipped for it is due again, and the row's job
 * goes through the normal pipeline — so the per-address limit still applies and nothing is sent twice
 * (a mail already sent keeps its `<mail>_sent_at`). The change and its audit entry commit together; if the
 * queue is unreachable afterwards, the sweeper finds the row pending (its enqueued_at is cleared).
 */
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { Logger } from '../platform/logger.ts';
import type { LeadQueue } from './lead-queue.ts';
import { requeueLead } from './requeue-lead.ts';
import { mailsOf, type LeadForm } from '../kind-kit/define-lead-form.ts';
import { recordLeadEvent } from '../kind-kit/lead-events.ts';
import { assertIdentifier, ofKindSql } from './pipeline-table.ts';
import { visitorMailSkipped } from './visitor-mail-skipped.ts';
import { isSpamReason, type SpamReason } from '../kind-kit/spam.ts';

export interface ReleaseDependencies {
  pool: pg.Pool;
  leadQueue: LeadQueue;
  logger: Logger;
}

export interface ReleaseRequest {
  form: LeadForm;
  id: string;
  /** Staff username; null when the visitor confirmed their own address. */
  actor: string | null;
  action: 'released' | 'confirmation_requested';
}

/** `undefined`: no such lead; `not-held`: it carried no spam flag, nothing changed. */
export type ReleaseOutcome = { released: SpamReason } | 'not-held' | undefined;

export async function releaseLead(deps: ReleaseDependencies, request: ReleaseRequest): Promise<ReleaseOutcome> {
  const { form, id } = request;
  const ofKind = ofKindSql(form.kind);
  const visitorMails = mailsOf(form)
    .filter((mail) => form.mails[mail]?.audience === 'visitor')
    .map(assertIdentifier);
  const outcome = await withTransaction(deps.pool, async (client, rollback): Promise<ReleaseOutcome> => {
    const row = (await client.query<{ spam_reason: unknown }>(`SELECT spam_reason FROM leads WHERE id = $1 AND ${ofKind} FOR UPDATE`, [id]))
      .rows[0];
    if (!row || !isSpamReason(row.spam_reason)) {
      rollback();
      return row ? 'not-held' : undefined;
    }
    const released = row.spam_reason;
    // Only the "deliberately not sent" marks are cleared: a mail the SMTP server refused stays refused.
    await client.query('UPDATE leads SET spam_reason = NULL, enqueued_at = NULL WHERE id = $1', [id]);
    await client.query('UPDATE lead_mails SET error = NULL WHERE lead_id = $1 AND mail = ANY($2::text[]) AND error = $3', [
      id,
      visitorMails,
      visitorMailSkipped.unverified,
    ]);
    await recordLeadEvent(client, {
      leadId: id,
      leadKind: form.kind,
      actor: request.actor,
      action: request.action,
      detail: { spamReason: released },
    });
    return { released };
  });
  if (!outcome || outcome === 'not-held') return outcome;
  const { released } = outcome;
  const logger = deps.logger.child({ leadId: id, leadKind: form.kind });
  try {
    await requeueLead(deps.leadQueue, { kind: form.kind, id });
    await deps.pool.query('UPDATE leads SET enqueued_at = now() WHERE id = $1 AND enqueued_at IS NULL', [id]);
  } catch (error) {
    logger.warn({ err: error }, 'released lead not queued; the sweeper will queue it');
  }
  logger.info({ spamReason: released, action: request.action }, 'lead released');
  return outcome;
}

/**
 * A lead's mail state from its `<mail>_sent_at` / `<mail>_error` columns, the pipeline's bookkeeping: sent
 * (with time), failed for good (with the recorded error) or still pending.
 */
import { isHeld, isSpamReason, spamReasonLabels } from '../kind-kit/spam.ts';
import type { LeadRecord } from './query-leads.ts';

export interface MailState {
  mail: string;
  state: 'gesendet' | 'fehlgeschlagen' | 'ausstehend';
  at?: Date;
  error?: string;
}

export function mailStates(record: LeadRecord): MailState[] {
  return record.lead.mails.map((mail) => {
    const sentAt = record.row[`${mail}_sent_at`];
    const error = record.row[`${mail}_error`];
    if (sentAt instanceof Date) return { mail, state: 'gesendet', at: sentAt };
    if (typeof error === 'string' && error) return { mail, state: 'fehlgeschlagen', error };
    return { mail, state: 'ausstehend' };
  });
}

/** The form protection's flag in German ("zurückgehalten: verstecktes Feld ausgefüllt"), or '' for none. */
export function spamSummary(record: LeadRecord): string {
  const reason = record.row.spam_reason;
  if (!isSpamReason(reason)) return '';
  return `${isHeld(reason) ? 'zurückgehalten' : 'zugestellt, prüfen'}: ${spamReasonLabels[reason]}`;
}

/** "2/2 gesendet", "1/2 gesendet, 1 Fehler", "nicht gesendet (Spam)", "–" for a table without mails. */
export function mailSummary(record: LeadRecord): string {
  const states = mailStates(record);
  if (states.length === 0) return '–';
  const reason = record.row.spam_reason;
  if (isSpamReason(reason) && isHeld(reason) && states.every((state) => state.state === 'ausstehend')) return 'nicht gesendet (Spam)';
  const sent = states.filter((state) => state.state === 'gesendet').length;
  const failed = states.filter((state) => state.state === 'fehlgeschlagen').length;
  return `${sent}/${states.length} gesendet${failed ? `, ${failed} Fehler` : ''}`;
}

/** Where a lead's receipt stands: held or doubted by the spam protection, sent, refused by the mail limits, or on its way. */
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { visitorMailOf } from '../../kind-kit/lead-mail.ts';
import { ofKindSql } from '../pipeline-table.ts';
import type { ConfirmationUseCaseDependencies } from './confirmation-dependencies.ts';

export interface LeadState {
  spamReason: unknown;
  sentAt: Date | null;
  error: string | null;
  /** Where the receipt goes. */
  address: string;
  /** The lead's Vorgangsnummer (SW-…): the page names it, so a visitor without the mail can still refer to it. */
  reference: string;
}

export async function confirmationStateOf(
  { pool, repositories, settings }: Pick<ConfirmationUseCaseDependencies, 'pool' | 'repositories' | 'settings'>,
  form: LeadForm,
  id: string,
): Promise<LeadState | undefined> {
  const mail = visitorMailOf(form);
  if (!mail) return undefined;
  const row = (
    await pool.query<{ spam_reason: unknown; sent_at: Date | null; error: string | null; reference: string }>(
      `SELECT l.spam_reason, m.sent_at, m.error, l.reference FROM leads l LEFT JOIN lead_mails m ON m.lead_id = l.id AND m.mail = $2
        WHERE l.id = $1 AND ${ofKindSql(form.kind, 'l')}`,
      [id, mail],
    )
  ).rows[0];
  const lead = row ? await repositories[form.kind].findById(id) : undefined;
  const visitorMail = form.mails[mail];
  if (!row || !lead || !visitorMail) return undefined;
  return {
    spamReason: row.spam_reason,
    sentAt: row.sent_at,
    error: row.error,
    address: visitorMail.to(lead, settings),
    reference: row.reference,
  };
}

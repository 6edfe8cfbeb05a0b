/**
 * Turns a kind's mail description into the message the transport sends: the recipient and Reply-To come only
 * from the kind's to()/replyTo() (so a visitor's address can appear in no other header); flattening the headers
 * and the Message-ID derived from the row are outgoingMail's, as for the booking and desk mails.
 */
import { addressOf } from '../platform/mail/mail-formatting.ts';
import { type Block, notice, renderMail } from '../platform/mail/mail-layout.ts';
import type { MailMessage } from '../platform/mail/mail-message.ts';
import { outgoingMail } from '../platform/mail/outgoing-mail.ts';
import type { LeadMail, MailSettings } from './lead-mail.ts';

/** True when the mail goes to our own team (SALES_EMAIL or BACKOFFICE_EMAIL), never to a visitor. */
export function isTeamRecipient(recipient: string, settings: MailSettings): boolean {
  const address = addressOf(recipient).toLowerCase();
  return [settings.salesEmail, settings.backofficeEmail].some((team) => addressOf(team).toLowerCase() === address);
}

/**
 * `teamNotice`, when given, heads the mail if it goes to the team (the spam protection's review note), and
 * `teamBlocks` follow it (what the visitor was sent); a visitor's mail never shows either.
 */
export function composeMail<Lead>(
  name: string,
  mail: LeadMail<Lead>,
  lead: Lead,
  reference: string,
  settings: MailSettings,
  teamNotice?: string,
  teamBlocks: readonly Block[] = [],
): MailMessage {
  const to = mail.to(lead, settings);
  const layout = mail.content(lead, settings);
  const team = isTeamRecipient(to, settings);
  const heading = team ? [...(teamNotice ? [notice(teamNotice)] : []), ...teamBlocks] : [];
  const content = renderMail({ ...layout, blocks: [...heading, ...layout.blocks], internal: team });
  return outgoingMail({
    kind: name,
    reference,
    mailFrom: settings.mailFrom,
    to,
    audience: team ? 'team' : 'visitor',
    replyTo: mail.replyTo(lead, settings),
    content,
  });
}

/**
 * Turns a kind's mail description into the message the transport sends. Header safety lives here, once for
 * every kind: each header value is flattened to one line, the recipient and Reply-To come only from the
 * kind's to()/replyTo() (so a visitor's address can appear in no other header), and the Message-ID is
 * derived from the row, so a retry carries the same one.
 */
import { headerSafe, messageIdFor } from '../mail/mail-formatting.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import type { LeadMail, MailSettings } from './lead-kind.ts';

export function composeMail<Lead>(
  name: string,
  mail: LeadMail<Lead>,
  lead: Lead,
  reference: string,
  settings: MailSettings,
): MailMessage {
  const content = mail.content(lead, settings);
  return {
    kind: name,
    reference,
    from: headerSafe(settings.mailFrom),
    to: headerSafe(mail.to(lead, settings)),
    replyTo: headerSafe(mail.replyTo(lead, settings)),
    subject: headerSafe(content.subject),
    text: content.text,
    html: content.html,
    messageId: messageIdFor(reference, name, settings.mailFrom),
  };
}

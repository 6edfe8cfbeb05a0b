import { headerSafe, messageIdFor } from './mail-formatting.ts';
import type { MailContent, MailMessage } from './mail-message.ts';

export interface OutgoingMailParts {
  kind: string;
  reference: string;
  /** MAIL_FROM: the sender and the Message-ID's domain. */
  mailFrom: string;
  to: string;
  audience: MailMessage['audience'];
  replyTo?: string;
  content: MailContent;
  /** The Message-ID's mail part when it is more than the kind (the digest's day); the kind otherwise. */
  messageIdName?: string;
  /** What tells this mail from the next of its kind and reference (a booking's id and sequence). */
  distinct?: readonly string[];
}

/**
 * The headers every outgoing mail gets the same way: each value flattened to one line (no header injection from
 * a typed name or address) and the Message-ID derived from the reference, so a retry carries the same one.
 */
export function outgoingMail(parts: OutgoingMailParts): MailMessage {
  return {
    kind: parts.kind,
    reference: parts.reference,
    from: headerSafe(parts.mailFrom),
    to: headerSafe(parts.to),
    audience: parts.audience,
    ...(parts.replyTo === undefined ? {} : { replyTo: headerSafe(parts.replyTo) }),
    subject: headerSafe(parts.content.subject),
    text: parts.content.text,
    html: parts.content.html,
    messageId: messageIdFor(parts.reference, parts.messageIdName ?? parts.kind, parts.mailFrom, parts.distinct),
  };
}

/** One outgoing e-mail as the builders produce it and the transports send it. */
export interface MailMessage {
  /** Which of a lead's e-mails this is; part of the deterministic Message-ID and the outbox file name. */
  kind: 'confirmation' | 'notification';
  leadId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** `<lead-<uuid>.<kind>@<domain>>`: the same on a retry, so receivers can drop a duplicate. */
  messageId: string;
}

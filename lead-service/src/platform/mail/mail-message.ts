/** One outgoing e-mail as the lead pipeline composes it (kind-kit/compose-mail.ts) and the transports send it. */
export interface MailMessage {
  /**
   * Which of the row's e-mails this is ('confirmation', 'notification', 'receipt', 'acknowledgement'): a bounded
   * set of names (the metrics' label), part of the deterministic Message-ID.
   */
  kind: string;
  /** `<kind-prefix>-<uuid>` of the row (kind-kit/define-lead-form.ts leadReferenceOf), e.g. `lead-<uuid>` or `referral-<uuid>`. */
  reference: string;
  from: string;
  to: string;
  /** 'visitor': an address someone typed into a form and nobody verified; 'team': SALES_EMAIL / BACKOFFICE_EMAIL. */
  audience: 'visitor' | 'team';
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /**
   * `<<reference>.<kind>@<domain>>`, with what tells one mail of the kind from the next where a row has several
   * (a booking's invitations): the same on a retry, so receivers can drop a duplicate, and never the same for
   * another mail. The outbox file is named after it.
   */
  messageId: string;
  /** The Message-ID this mail answers (In-Reply-To and References), so mail clients show one thread. */
  inReplyTo?: string;
  /**
   * A calendar invitation (booking/calendar-file.ts): sent as the `text/calendar; method=<method>` part calendar
   * clients act on, and as an .ics attachment for the others; its method and the part's always match.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** What a kind's mail builder produces; addresses and headers are added by kind-kit/compose-mail.ts. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

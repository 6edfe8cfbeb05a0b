/**
 * What a form kind's e-mails need to say who gets them and what they say. The kind describes a mail as a
 * layout of blocks; kind-kit/compose-mail.ts renders it, adds the headers and, for the team, the review note.
 */
import type { MailLayout } from '../platform/mail/mail-layout.ts';

/** Addresses and links the mails need; from the config. */
export interface MailSettings {
  mailFrom: string;
  salesEmail: string;
  backofficeEmail: string;
  /** Public origin of the site, for links to its pages in mails (SITE_URL). */
  siteUrl: string;
  /** Public origin of the service's own pages (result, booking, desk) in mails (SERVICE_URL, else SITE_URL; app/service-paths.ts). */
  serviceUrl: string;
  /** The booking page of an analysis request's strategy call (booking/booking-links.ts); absent → no link. */
  bookingUrl?: (leadId: string) => string;
}

/** One e-mail a row of a kind triggers: who gets it, where replies go, and what it says. */
export interface LeadMail<Lead> {
  /** Who reads it: a visitor's mail is the receipt a page promised (and is never sent to an unverified address). */
  readonly audience: 'visitor' | 'team';
  to(lead: Lead, settings: MailSettings): string;
  replyTo(lead: Lead, settings: MailSettings): string;
  content(lead: Lead, settings: MailSettings): MailLayout;
}

/** The team addresses a mail can go to or take replies at (SALES_EMAIL, BACKOFFICE_EMAIL). */
export type TeamAddress = 'salesEmail' | 'backofficeEmail';

/** The lead's fields that hold text, i.e. the ones that can hold the address the visitor typed. */
type AddressField<Lead> = { [K in keyof Lead]-?: Lead[K] extends string ? K : never }[keyof Lead];
/** A field that may hold an address: a reply goes there when it does. */
type ReplyField<Lead> = { [K in keyof Lead]-?: Lead[K] extends string | null ? K : never }[keyof Lead];

/** A mail to the address the visitor typed in `field`; a reply reaches the team. */
export function visitorMail<Lead>(field: AddressField<Lead>, team: TeamAddress, content: LeadMail<Lead>['content']): LeadMail<Lead> {
  return { audience: 'visitor', to: (lead) => String(lead[field]), replyTo: (_lead, settings) => settings[team], content };
}

/**
 * A mail to the team; a reply reaches the address the visitor typed in `field`, or the team itself for a
 * kind that asks for no address (undefined).
 */
export function teamMail<Lead>(team: TeamAddress, field: ReplyField<Lead> | undefined, content: LeadMail<Lead>['content']): LeadMail<Lead> {
  return {
    audience: 'team',
    to: (_lead, settings) => settings[team],
    replyTo: (lead, settings) => (field === undefined || !lead[field] ? settings[team] : String(lead[field])),
    content,
  };
}

type MailsOf = { readonly mails: Readonly<Record<string, LeadMail<never>>> };

/** The name of a kind's mail to the visitor (its receipt); undefined for a kind without an e-mail field. */
export function visitorMailOf(form: MailsOf): string | undefined {
  return Object.entries(form.mails).find(([, mail]) => mail.audience === 'visitor')?.[0];
}

/** Whether any of a kind's mails goes to the visitor: a kind without an e-mail field has only team mails. */
export function hasVisitorMail(form: MailsOf): boolean {
  return visitorMailOf(form) !== undefined;
}

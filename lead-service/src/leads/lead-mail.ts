/**
 * What a form kind's e-mails need to say who gets them and what they say. The kind describes a mail as a
 * layout of blocks; leads/compose-mail.ts renders it, adds the headers and, for the team, the review note.
 */
import type { MailLayout } from '../mail/mail-layout.ts';

/** Addresses and links the mails need; from the config. */
export interface MailSettings {
  mailFrom: string;
  salesEmail: string;
  backofficeEmail: string;
  /** Public origin of the site, for links in mails (SITE_URL). */
  siteUrl: string;
  /** How long after submission the analysis notification waits for the website check (WEBSITE_CHECK_WAIT_MS). */
  websiteCheckWaitMs: number;
}

/** One e-mail a row of a kind triggers: who gets it, where replies go, and what it says. */
export interface LeadMail<Lead> {
  to(lead: Lead, settings: MailSettings): string;
  replyTo(lead: Lead, settings: MailSettings): string;
  content(lead: Lead, settings: MailSettings): MailLayout;
}

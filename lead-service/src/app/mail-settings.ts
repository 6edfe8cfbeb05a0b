/** The mail settings every kind's mails are written with: addresses and links from the config, the booking page's among them. */
import { createBookingLinks } from '../booking/booking-links.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { Config } from '../platform/config/load-config.ts';

export function mailSettingsFrom(config: Config): MailSettings {
  return {
    mailFrom: config.mailFrom,
    salesEmail: config.salesEmail,
    backofficeEmail: config.backofficeEmail,
    siteUrl: config.siteUrl,
    serviceUrl: config.serviceUrl,
    bookingUrl: createBookingLinks(config).bookingUrl,
  };
}

/** What the visitor's booking use cases are built from: the booking itself, the link's signatures, the call mails. */
import type { Logger } from '../../platform/logger.ts';
import type { BookingDependencies } from '../book-call.ts';
import type { BookingLinks } from '../booking-links.ts';
import type { BookingMailQueue } from '../booking-mail-queue.ts';

export interface VisitorBookingDependencies extends BookingDependencies {
  links: BookingLinks;
  mails: BookingMailQueue;
  logger: Logger;
}

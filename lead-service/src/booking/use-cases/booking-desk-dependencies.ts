/** What the strategy calls' desk use cases are built from; each takes the part it needs. */
import type { Logger } from '../../platform/logger.ts';
import type { SessionTimes } from '../../platform/staff/sessions.ts';
import type { BookingDependencies } from '../book-call.ts';
import type { BookingMailQueue } from '../booking-mail-queue.ts';

export interface BookingDeskDependencies extends BookingDependencies {
  mails: BookingMailQueue;
  sessionTimes: SessionTimes;
  logger: Logger;
}

export const nowOf = (deps: Pick<BookingDependencies, 'now'>): Date => deps.now?.() ?? new Date();

/**
 * What a booking, a move or a cancellation adds to the 'booking-mails' queue (its job: booking-mail-job.ts): one
 * job per booking mail and recipient, named by the call's id and SEQUENCE (`call-<mail>-<audience>-<uuid>-<sequence>`:
 * no ':', never all digits), so a retried request cannot queue a mail twice. The reminder is a delayed job due
 * `BOOKING_REMINDER_BEFORE_HOURS` before the call, the team's „Analyse fehlt“ one due `BOOKING_ESCALATE_BEFORE_HOURS`
 * before it (at once for a call booked later).
 */
import type { Queue } from 'bullmq';
import { subHours } from 'date-fns/subHours';
import type pg from 'pg';
import type { Logger } from '../platform/logger.ts';
import type { BookingAudience, BookingMailName } from './booking-mails.ts';
import type { Booking } from './bookings.ts';

export const bookingMailQueueName = 'booking-mails';

/** Not a mail of the call itself: the team hears of a booked call whose analysis is still unsent (docs/decisions.md). */
export const escalationJobName = 'escalation';

export interface BookingMailJob {
  mail: BookingMailName | typeof escalationJobName;
  audience: BookingAudience | 'team';
  bookingId: string;
  sequence: number;
  /** A move that changed the adviser: the cancellation goes to the one who had the call, for its old time. */
  previous?: { adviserId: string; startsAt: string; endsAt: string };
}

export const bookingMailJobId = (job: BookingMailJob) =>
  `call-${job.mail}-${job.audience}-${job.bookingId}-${job.sequence}${job.previous ? '-handover' : ''}`;

export type BookingChange = 'booked' | 'moved' | 'cancelled';

/**
 * A move that gave the call to another adviser (table booking_handovers): the SEQUENCE after the move, who had
 * the call and when, and where both advisers' invitations go (null: the sales address).
 */
export interface Handover {
  sequence: number;
  fromAdviserId: string;
  fromAdviserEmail: string | null;
  toAdviserEmail: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface BookingMailQueue {
  /** Queues the mails a booking, a move or a cancellation causes (and the reminder of a booked call). */
  announce(booking: Booking, change: BookingChange, previous?: Booking): Promise<void>;
  /** Queues the old adviser's METHOD:CANCEL of a hand-over (announce() does it for the move it is given). */
  handOver(booking: Pick<Booking, 'id'>, handover: Handover): Promise<void>;
  /**
   * announce() for a request that has already committed the change: a Redis outage must not turn a made
   * booking into an error page, so it is logged for the operator instead (the page shows the call as booked).
   */
  announceOrLog(booking: Booking, change: BookingChange, previous?: Booking): Promise<void>;
}

export function createBookingMailQueue(options: {
  /** The job host's queue, with the job's options as its defaults. */
  queue: Queue<BookingMailJob>;
  /** Where a change whose mails are queued is marked, so the job's sweep knows the rest (booking-mail-job.ts). */
  pool: pg.Pool;
  reminderBeforeHours: number;
  escalateBeforeHours: number;
  logger: Logger;
}): BookingMailQueue {
  const { queue, reminderBeforeHours, logger } = options;
  const add = (job: BookingMailJob, delay = 0) => queue.add(job.mail, job, { jobId: bookingMailJobId(job), delay });

  async function handOver(booking: Pick<Booking, 'id'>, handover: Handover): Promise<void> {
    // Both invitations go to one mailbox (the sales address): the new REQUEST of the same UID already moves the
    // event there, and a CANCEL of the same SEQUENCE could remove it, depending on which arrives last.
    if (handover.fromAdviserEmail === handover.toAdviserEmail) return;
    await add({
      bookingId: booking.id,
      sequence: handover.sequence,
      mail: 'cancellation',
      audience: 'adviser',
      previous: { adviserId: handover.fromAdviserId, startsAt: handover.startsAt.toISOString(), endsAt: handover.endsAt.toISOString() },
    });
  }

  async function announce(booking: Booking, change: BookingChange, previous?: Booking): Promise<void> {
    const base = { bookingId: booking.id, sequence: booking.sequence };
    const mail: BookingMailName = change === 'cancelled' ? 'cancellation' : 'invitation';
    await add({ ...base, mail, audience: 'visitor' });
    await add({ ...base, mail, audience: 'adviser' });
    if (previous && previous.adviserId !== booking.adviserId) {
      await handOver(booking, {
        sequence: booking.sequence,
        fromAdviserId: previous.adviserId,
        fromAdviserEmail: previous.adviserEmail,
        toAdviserEmail: booking.adviserEmail,
        startsAt: previous.startsAt,
        endsAt: previous.endsAt,
      });
    }
    if (change !== 'cancelled') {
      const dueAt = subHours(booking.startsAt, reminderBeforeHours).getTime();
      // A call booked later than the reminder's time gets none: the invitation has just said it all.
      if (dueAt > Date.now()) await add({ ...base, mail: 'reminder', audience: 'visitor' }, dueAt - Date.now());
      const escalateAt = subHours(booking.startsAt, options.escalateBeforeHours).getTime();
      await add({ ...base, mail: escalationJobName, audience: 'team' }, Math.max(0, escalateAt - Date.now()));
    }
    await options.pool.query(
      `UPDATE bookings SET mails_queued_sequence = $2
        WHERE id = $1 AND (mails_queued_sequence IS NULL OR mails_queued_sequence < $2)`,
      [booking.id, booking.sequence],
    );
  }

  return {
    announce,
    handOver,
    announceOrLog: (booking, change, previous) =>
      announce(booking, change, previous).catch((error: unknown) => {
        logger.child({ leadId: booking.leadId }).error({ err: error, bookingId: booking.id, change }, 'booking mails not queued');
      }),
  };
}

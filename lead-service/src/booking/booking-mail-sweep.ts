/**
 * The sweeper's part for strategy-call mails: a booking, move or cancellation is committed before its mails are
 * queued, so a Redis outage in between leaves a change without mails. Every pass queues them again for calls whose
 * current SEQUENCE is not marked as queued and that still lie ahead; the job ids carry the SEQUENCE, so a change is
 * never mailed twice. A move to another adviser is re-sent as an update to the new one only: the old adviser's
 * cancellation needs the previous time, which the row no longer holds.
 */
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import type { BookingChange, BookingMailQueue } from './booking-mail-queue.ts';
import { findBooking, type Booking } from './bookings.ts';

/** What the call's current SEQUENCE announced: the first invitation, an update, or the cancellation. */
function changeOf(booking: Booking): BookingChange {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.sequence === 0 ? 'booked' : 'moved';
}

export function createBookingMailSweep(options: {
  pool: pg.Pool;
  mails: Pick<BookingMailQueue, 'announce'>;
  logger: Logger;
  minAgeMs: number;
  batchSize?: number;
}): () => Promise<number> {
  const { pool, mails, logger, minAgeMs, batchSize = 100 } = options;
  return async () => {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id::text AS id FROM bookings
        WHERE mails_queued_sequence IS DISTINCT FROM sequence
          AND status IN ('booked', 'cancelled') AND starts_at > now()
          AND changed_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY changed_at LIMIT $2`,
      [minAgeMs, batchSize],
    );
    let queued = 0;
    for (const { id } of rows) {
      const booking = await findBooking(pool, id);
      if (!booking) continue;
      await mails.announce(booking, changeOf(booking));
      queued += 1;
      logger.child({ leadId: booking.leadId }).info({ bookingId: id }, 'sweeper queued strategy-call mails');
    }
    return queued;
  };
}

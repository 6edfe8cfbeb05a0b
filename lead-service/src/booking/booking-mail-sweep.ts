/**
 * The sweeper's part for strategy-call mails: a booking, move or cancellation is committed before its mails are
 * queued, so a Redis outage in between leaves a change without mails. Every pass queues them again for calls whose
 * current SEQUENCE is not marked as queued and that still lie ahead; the job ids carry the SEQUENCE, so a change is
 * never mailed twice. A move to another adviser also owes the old adviser a cancellation for the old time:
 * every such hand-over since the last queued SEQUENCE is read from booking_handovers and queued first.
 */
import type pg from 'pg';
import type { Logger } from '../platform/logger.ts';
import type { BookingChange, BookingMailQueue, Handover } from './booking-mail-queue.ts';
import { findBooking, type Booking } from './bookings.ts';

/** What the call's current SEQUENCE announced: the first invitation, an update, or the cancellation. */
function changeOf(booking: Booking): BookingChange {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.sequence === 0 ? 'booked' : 'moved';
}

/** The call's hand-overs after the last SEQUENCE whose mails were queued; a call has few. */
async function missedHandovers(pool: pg.Pool, bookingId: string, queued: number | null): Promise<Handover[]> {
  const { rows } = await pool.query<Handover>(
    `SELECT h.sequence, h.from_adviser_id::text AS "fromAdviserId", f.email AS "fromAdviserEmail", t.email AS "toAdviserEmail",
            h.starts_at AS "startsAt", h.ends_at AS "endsAt"
       FROM booking_handovers h JOIN users f ON f.id = h.from_adviser_id JOIN users t ON t.id = h.to_adviser_id
      WHERE h.booking_id = $1 AND h.sequence > coalesce($2::integer, -1) ORDER BY h.sequence LIMIT 50`,
    [bookingId, queued],
  );
  return rows;
}

export function createBookingMailSweep(options: {
  pool: pg.Pool;
  mails: Pick<BookingMailQueue, 'announce' | 'handOver'>;
  logger: Logger;
  minAgeMs: number;
  batchSize?: number;
}): () => Promise<number> {
  const { pool, mails, logger, minAgeMs, batchSize = 100 } = options;
  return async () => {
    const { rows } = await pool.query<{ id: string; queuedSequence: number | null }>(
      `SELECT id::text AS id, mails_queued_sequence AS "queuedSequence" FROM bookings
        WHERE mails_queued_sequence IS DISTINCT FROM sequence
          AND status IN ('booked', 'cancelled') AND starts_at > now()
          AND changed_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY changed_at LIMIT $2`,
      [minAgeMs, batchSize],
    );
    let queued = 0;
    for (const { id, queuedSequence } of rows) {
      const booking = await findBooking(pool, id);
      if (!booking) continue;
      // Before announce(), which marks the SEQUENCE as queued and so ends what a later pass would find.
      for (const handover of await missedHandovers(pool, id, queuedSequence)) await mails.handOver(booking, handover);
      await mails.announce(booking, changeOf(booking));
      queued += 1;
      logger.child({ leadId: booking.leadId }).info({ bookingId: id }, 'sweeper queued strategy-call mails');
    }
    return queued;
  };
}

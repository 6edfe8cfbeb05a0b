/**
 * Sends the booking's mails from the 'booking-mails' queue. Each job looks at the call as it is now: an
 * invitation whose SEQUENCE was overtaken by a move or a cancellation is dropped, a call erased with its
 * lead (DSGVO) sends nothing at all, and the reminder is sent once at most — it is marked in the same
 * transaction that holds the call's row.
 */
import { DelayedError, UnrecoverableError, Worker } from 'bullmq';
import { subHours } from 'date-fns/subHours';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import { issueManageToken, manageUrl } from './booking-links.ts';
import { bookingMailNames, bookingMessage, escalationMessage } from './booking-mails.ts';
import { bookingMailQueueName, escalationJobName, type BookingMailJob } from './booking-mail-queue.ts';
import type { CallKind } from './call-kind.ts';
import type { BookingSettings } from './booking-settings.ts';
import { findBooking, type Booking } from './bookings.ts';

export type BookingMailOutcome = 'sent' | 'gone' | 'outdated' | 'already-sent' | 'kept';

export interface BookingMailWorkerOptions {
  connection: RedisClient;
  prefix: string;
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  booking: BookingSettings;
  /** The kind whose promise the call presents; without one there is nothing to escalate. */
  callKind: CallKind | undefined;
  logger: Logger;
}

async function previousAdviserCall(pool: pg.Pool, booking: Booking, previous: NonNullable<BookingMailJob['previous']>): Promise<Booking> {
  const { rows } = await pool.query<{ name: string; email: string | null }>(
    'SELECT coalesce(display_name, username) AS name, email FROM users WHERE id = $1',
    [previous.adviserId],
  );
  return {
    ...booking,
    adviserId: previous.adviserId,
    adviserName: rows[0]?.name ?? booking.adviserName,
    adviserEmail: rows[0]?.email ?? null,
    startsAt: new Date(previous.startsAt),
    endsAt: new Date(previous.endsAt),
  };
}

export function createBookingMailWorker(options: BookingMailWorkerOptions): Worker<BookingMailJob, BookingMailOutcome> {
  const { connection, prefix, pool, mailer, settings, logger } = options;
  const context = { settings, booking: options.booking };

  async function sendReminder(job: BookingMailJob, token: string | undefined, moveToDelayed: (at: number, token: string) => Promise<void>) {
    return withTransaction(pool, async (client, rollback) => {
      const booking = await findBooking(client, job.bookingId, true);
      if (!booking) {
        rollback();
        return 'gone' as const;
      }
      if (booking.status !== 'booked' || booking.sequence !== job.sequence) {
        rollback();
        return 'outdated' as const;
      }
      if (booking.reminderSentAt) {
        rollback();
        return 'already-sent' as const;
      }
      const dueAt = subHours(booking.startsAt, options.booking.reminderBeforeHours).getTime();
      if (dueAt > Date.now() && token) {
        await moveToDelayed(dueAt, token);
        throw new DelayedError();
      }
      const link = manageUrl(settings.serviceUrl, await issueManageToken(client, booking.id));
      await mailer.send(bookingMessage('reminder', 'visitor', booking, context, link));
      await client.query('UPDATE bookings SET reminder_sent_at = now() WHERE id = $1', [booking.id]);
      return 'sent' as const;
    });
  }

  /** The team hears of a call still booked at its time whose promise (the analysis mail) is still open. */
  async function escalate(job: BookingMailJob, token: string | undefined, moveToDelayed: (at: number, token: string) => Promise<void>) {
    const booking = await findBooking(pool, job.bookingId);
    if (!booking) return 'gone' as const;
    if (booking.status !== 'booked' || booking.sequence !== job.sequence) return 'outdated' as const;
    const dueAt = subHours(booking.startsAt, options.booking.escalateBeforeHours).getTime();
    if (dueAt > Date.now() && token) {
      await moveToDelayed(dueAt, token);
      throw new DelayedError();
    }
    const kind = options.callKind;
    if (!kind?.keptAtSql) return 'kept' as const;
    const { rows } = await pool.query<{ kept: boolean }>(
      `SELECT ${kind.keptAtSql} IS NOT NULL AS kept FROM ${kind.table} s WHERE s.id = $1`,
      [booking.leadId],
    );
    if (!rows[0]) return 'gone' as const;
    if (rows[0].kept) return 'kept' as const;
    await mailer.send(escalationMessage(booking, context));
    logger.child({ leadId: booking.leadId }).info({ sequence: booking.sequence }, 'call without analysis escalated');
    return 'sent' as const;
  }

  const worker = new Worker<BookingMailJob, BookingMailOutcome>(
    bookingMailQueueName,
    async (job, token) => {
      const data = job.data;
      if (data.mail === escalationJobName) return escalate(data, token, (at, lock) => job.moveToDelayed(at, lock));
      if (!bookingMailNames.includes(data.mail)) throw new UnrecoverableError(`unknown booking mail ${String(data.mail)}`);
      if (data.mail === 'reminder') return sendReminder(data, token, (at, lock) => job.moveToDelayed(at, lock));
      const audience = data.audience;
      if (audience === 'team') throw new UnrecoverableError(`booking mail ${data.mail} has no team audience`);
      const booking = await findBooking(pool, data.bookingId);
      if (!booking) return 'gone';
      const wanted = data.mail === 'invitation' ? 'booked' : 'cancelled';
      if (!data.previous && (booking.status !== wanted || booking.sequence !== data.sequence)) return 'outdated';
      // The cancellation for the adviser who lost the call to a move stands whatever happened to the call since
      // (a later move or cancellation does not reach that adviser), unless a later move gave it back to them.
      if (data.previous && booking.adviserId === data.previous.adviserId && booking.sequence > data.sequence) return 'outdated';
      const subject = data.previous ? { ...(await previousAdviserCall(pool, booking, data.previous)), sequence: data.sequence } : booking;
      const link =
        data.audience === 'visitor' && data.mail === 'invitation'
          ? manageUrl(settings.serviceUrl, await issueManageToken(pool, booking.id))
          : undefined;
      const handedOver =
        data.audience === 'adviser' &&
        data.mail === 'invitation' &&
        ((await pool.query('SELECT 1 FROM booking_handovers WHERE booking_id = $1 AND sequence = $2', [booking.id, data.sequence]))
          .rowCount ?? 0) > 0;
      await mailer.send(bookingMessage(data.mail, audience, subject, context, link, handedOver));
      logger
        .child({ leadId: booking.leadId })
        .info({ mail: data.mail, audience: data.audience, sequence: data.sequence }, 'booking mail sent');
      return 'sent';
    },
    { connection, prefix, concurrency: 2 },
  );
  worker.on('error', (error) => logger.debug({ err: error }, 'booking mail worker error'));
  worker.on('failed', (job, error) => logger.warn({ err: error, mail: job?.data.mail }, 'booking mail attempt failed'));
  return worker;
}

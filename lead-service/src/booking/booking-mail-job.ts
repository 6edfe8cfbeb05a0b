/**
 * The 'booking-mails' job: sends the booking's mails (booking-mail-queue.ts adds them). Each job looks at the call
 * as it is now: an invitation whose SEQUENCE was overtaken by a move or a cancellation is dropped, a call erased
 * with its lead (DSGVO) sends nothing at all, and the reminder is sent once at most — it is marked in the same
 * transaction that holds the call's row.
 *
 * Its sweep: a booking, move or cancellation is committed before its mails are queued, so a Redis outage in
 * between leaves a change without mails. Every pass queues them again for calls whose current SEQUENCE is not
 * marked as queued and that still lie ahead; the job ids carry the SEQUENCE, so a change is never mailed twice. A
 * move to another adviser also owes the old adviser a cancellation for the old time: every such hand-over since
 * the last queued SEQUENCE is read from booking_handovers and queued first.
 */
import { DelayedError, UnrecoverableError } from 'bullmq';
import { subHours } from 'date-fns/subHours';
import type pg from 'pg';
import * as z from 'zod/mini';
import { withTransaction } from '../platform/db/with-transaction.ts';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import { defineJob } from '../platform/jobs/define-job.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import type { Logger } from '../platform/logger.ts';
import { isPermanentMailFailure } from '../platform/mail/smtp-failure.ts';
import type { MailMessage } from '../platform/mail/mail-message.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import { issueManageToken, manageUrl } from './booking-links.ts';
import { bookingMailNames, bookingMessage, escalationMessage } from './booking-mails.ts';
import {
  bookingMailQueueName,
  createBookingMailQueue,
  escalationJobName,
  type BookingChange,
  type BookingMailJob,
  type Handover,
} from './booking-mail-queue.ts';
import { callKindOf } from './call-kind.ts';
import { bookingSettingsFrom } from './booking-settings.ts';
import { findBooking, type Booking } from './bookings.ts';

export type BookingMailOutcome = 'sent' | 'gone' | 'outdated' | 'already-sent' | 'kept';

export interface BookingMailJobContext {
  /** The kinds: the one whose promise the call presents (call-kind.ts) is what an escalation looks at. */
  registry: LeadRegistry;
  /** JOB_BACKOFF_MS, SWEEP_MIN_AGE_MS and the booking's settings (booking-settings.ts). */
  config: ResolvedConfig;
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  logger: Logger;
}

/** Calls per sweep pass. */
const sweepBatch = 100;

const bookingMailJobData: z.ZodMiniType<BookingMailJob> = z.object({
  mail: z.enum([...bookingMailNames, escalationJobName]),
  audience: z.enum(['visitor', 'adviser', 'team']),
  bookingId: z.string(),
  sequence: z.number(),
  previous: z.optional(z.object({ adviserId: z.string(), startsAt: z.string(), endsAt: z.string() })),
});

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

/**
 * A mail the receiving server refused for good (SMTP 5xx) will not go out on a retry: the job fails at once and
 * stays failed for the operator (/admin/queues, sichtwerk_queue_jobs) instead of retrying for hours.
 */
async function sendOrGiveUp(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    // The reason names the mail, not the server's answer, which may quote the address.
    if (isPermanentMailFailure(error)) throw new UnrecoverableError(`permanently rejected: ${message.kind}`);
    throw error;
  }
}

async function sendReminder(
  job: BookingMailJob,
  { pool, mailer, settings, config }: BookingMailJobContext,
  token: string | undefined,
  moveToDelayed: (at: number, token: string) => Promise<void>,
) {
  const booking = bookingSettingsFrom(config);
  return withTransaction(pool, async (client, rollback) => {
    const call = await findBooking(client, job.bookingId, true);
    if (!call) {
      rollback();
      return 'gone' as const;
    }
    if (call.status !== 'booked' || call.sequence !== job.sequence) {
      rollback();
      return 'outdated' as const;
    }
    if (call.reminderSentAt) {
      rollback();
      return 'already-sent' as const;
    }
    const dueAt = subHours(call.startsAt, booking.reminderBeforeHours).getTime();
    if (dueAt > Date.now() && token) {
      await moveToDelayed(dueAt, token);
      throw new DelayedError();
    }
    const link = manageUrl(settings.serviceUrl, await issueManageToken(client, call.id));
    await sendOrGiveUp(mailer, bookingMessage('reminder', 'visitor', call, { settings, booking }, link));
    await client.query('UPDATE bookings SET reminder_sent_at = now() WHERE id = $1', [call.id]);
    return 'sent' as const;
  });
}

/** The team hears of a call still booked at its time whose promise (the analysis mail) is still open. */
async function escalate(
  job: BookingMailJob,
  { registry, pool, mailer, settings, config, logger }: BookingMailJobContext,
  token: string | undefined,
  moveToDelayed: (at: number, token: string) => Promise<void>,
) {
  const booking = bookingSettingsFrom(config);
  const call = await findBooking(pool, job.bookingId);
  if (!call) return 'gone' as const;
  if (call.status !== 'booked' || call.sequence !== job.sequence) return 'outdated' as const;
  const dueAt = subHours(call.startsAt, booking.escalateBeforeHours).getTime();
  if (dueAt > Date.now() && token) {
    await moveToDelayed(dueAt, token);
    throw new DelayedError();
  }
  const kind = callKindOf(registry.forms);
  if (!kind?.form.promise) return 'kept' as const;
  const { rows } = await pool.query<{ kept: boolean }>('SELECT promise_kept_at IS NOT NULL AS kept FROM leads WHERE id = $1', [
    call.leadId,
  ]);
  if (!rows[0]) return 'gone' as const;
  if (rows[0].kept) return 'kept' as const;
  await sendOrGiveUp(mailer, escalationMessage(call, { settings, booking }));
  logger.child({ leadId: call.leadId }).info({ sequence: call.sequence }, 'call without analysis escalated');
  return 'sent' as const;
}

export const bookingMailJob = defineJob<BookingMailJob, BookingMailJobContext, BookingMailOutcome>({
  queue: bookingMailQueueName,
  data: bookingMailJobData,
  options: ({ config }) => ({
    attempts: 8,
    backoff: { type: 'exponential', delay: config.jobBackoffMs },
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  }),
  worker: { concurrency: 2 },
  async process(job, data, context) {
    const { pool, mailer, settings, config, logger, token } = context;
    if (data.mail === escalationJobName) return escalate(data, context, token, (at, lock) => job.moveToDelayed(at, lock));
    if (data.mail === 'reminder') return sendReminder(data, context, token, (at, lock) => job.moveToDelayed(at, lock));
    const audience = data.audience;
    if (audience === 'team') throw new UnrecoverableError(`booking mail ${data.mail} has no team audience`);
    const mailContext = { settings, booking: bookingSettingsFrom(config) };
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
    await sendOrGiveUp(mailer, bookingMessage(data.mail, audience, subject, mailContext, link, handedOver));
    logger
      .child({ leadId: booking.leadId })
      .info({ mail: data.mail, audience: data.audience, sequence: data.sequence }, 'booking mail sent');
    return 'sent';
  },
  async sweep({ config, pool, logger, queues }) {
    const mails = createBookingMailQueue({
      queue: queues.of(bookingMailJob),
      pool,
      reminderBeforeHours: bookingSettingsFrom(config).reminderBeforeHours,
      escalateBeforeHours: bookingSettingsFrom(config).escalateBeforeHours,
      logger,
    });
    const { rows } = await pool.query<{ id: string; queuedSequence: number | null }>(
      `SELECT id::text AS id, mails_queued_sequence AS "queuedSequence" FROM bookings
        WHERE mails_queued_sequence IS DISTINCT FROM sequence
          AND status IN ('booked', 'cancelled') AND starts_at > now()
          AND changed_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY changed_at LIMIT $2`,
      [config.sweepMinAgeMs, sweepBatch],
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
  },
  describe: ({ mail, audience, bookingId }) => ({ mail, audience, bookingId }),
});

/**
 * Booking, moving and cancelling a strategy call: one transaction each. What makes a double booking
 * impossible is the database, not the check before the write: the slot list read here is only a guide, and
 * the exclusion constraint `bookings_adviser_free` refuses a second call of one adviser at an overlapping time
 * however many requests passed that check at once (SQLSTATE 23P01). A refused adviser is followed by the
 * next free one (fewest calls that week first); with none left the slot is "gerade vergeben".
 * The lead's status follows the call: "Termin vereinbart" when booked, back to what it was when cancelled.
 */
import { randomUUID } from 'node:crypto';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import { leadRowsOf } from '../pipeline/pipeline-table.ts';
import { recordLeadEvent } from '../kind-kit/lead-events.ts';
import { mayMoveTo } from '../kind-kit/lead-status.ts';
import type { BookingSettings } from './booking-settings.ts';
import type { CallKind } from './call-kind.ts';
import { findBooking, findBookedCallOfLead, type Booking } from './bookings.ts';
import { hasStarted } from './call-outcome-rule.ts';
import { berlinWeekOf } from './call-time.ts';
import type { Slot } from './compute-slots.ts';
import { freeSlots } from './free-slots.ts';

export const callBookedStatus = 'call_booked';

export interface BookingDependencies {
  pool: pg.Pool;
  kind: CallKind;
  settings: BookingSettings;
  /** The domain of the calendar UIDs (`<id>@<domain>`), the sender's. */
  uidDomain: string;
  now?: () => Date;
}

/** The lead as the booking needs it. */
export interface BookingLead {
  id: string;
  submittedAt: Date;
  name: string;
  email: string;
  phone: string | null;
  status: string;
}

export type BookOutcome =
  | { outcome: 'booked'; booking: Booking }
  /** The slot was free when the page was shown, but not any more (or never was): here are the next ones. */
  | { outcome: 'taken'; next: readonly Slot[] }
  | { outcome: 'has-call'; booking: Booking }
  | { outcome: 'no-lead' }
  | { outcome: 'no-advisers' };

export type ChangeOutcome =
  | { outcome: 'moved'; booking: Booking; previous: Booking }
  | { outcome: 'cancelled'; booking: Booking }
  | { outcome: 'taken'; next: readonly Slot[] }
  | { outcome: 'not-booked' }
  | { outcome: 'too-late' };

const exclusionViolation = '23P01';
const uniqueViolation = '23505';
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * The call presents the analysis, so its earliest slot lies after the analysis is promised (48 hours after
 * the request); a call booked from the receipt mail cannot come before its result.
 */
export const earliestCallOf = (kind: CallKind, lead: Pick<BookingLead, 'submittedAt'>) =>
  new Date(lead.submittedAt.getTime() + kind.promiseMs);

/** How many next slots a refusal offers. */
export const nextSlotCount = 3;

export async function findBookingLead(
  db: Pick<pg.Pool | pg.PoolClient, 'query'>,
  kind: CallKind,
  leadId: string,
  lock = false,
): Promise<BookingLead | undefined> {
  const { rows } = await db.query<BookingLead>(
    `SELECT id::text, submitted_at AS "submittedAt", ${kind.nameColumn} AS name, ${kind.emailColumn} AS email, ${kind.phoneColumn} AS phone, status
       FROM ${leadRowsOf(kind.table)} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [leadId],
  );
  return rows[0];
}

/** Moves the lead to a status the call decides (booked, presented, no-show) and records it in its history. */
async function moveLeadStatus(
  client: pg.PoolClient,
  kind: CallKind,
  lead: Pick<BookingLead, 'id' | 'status'>,
  to: string,
  actor: string | null,
): Promise<void> {
  // First handled means by the team (Median bis Erstkontakt): the visitor's own booking or cancellation is not.
  await client.query(
    `UPDATE leads SET status = $2, status_changed_at = now(),
            first_handled_at = CASE WHEN $3::boolean THEN coalesce(first_handled_at, now()) ELSE first_handled_at END
      WHERE id = $1`,
    [lead.id, to, actor !== null],
  );
  await recordLeadEvent(client, {
    leadId: lead.id,
    leadKind: kind.form.kind,
    actor,
    action: 'status_changed',
    // Without a staff member it was the visitor on the booking page: the desk's history names them.
    detail: { from: lead.status, to, ...(actor === null ? { by: 'visitor' } : {}) },
  });
}

/** The advisers free for the slot, fewest calls in the slot's Berlin week first, then by name. */
async function advisersInOrder(client: pg.PoolClient, slot: Slot): Promise<string[]> {
  const week = berlinWeekOf(slot.startsAt);
  const { rows } = await client.query<{ id: string }>(
    `SELECT u.id::text FROM users u
       LEFT JOIN bookings b ON b.adviser_id = u.id AND b.status IN ('booked', 'held', 'no_show') AND b.starts_at >= $2 AND b.starts_at < $3
      WHERE u.id = ANY($1::uuid[])
      GROUP BY u.id, u.username ORDER BY count(b.id), lower(u.username)`,
    [slot.adviserIds, week.from, week.to],
  );
  return rows.map((row) => row.id);
}

function nextAfter(slots: readonly Slot[], startsAt: Date): Slot[] {
  return slots.filter((slot) => slot.startsAt.getTime() > startsAt.getTime()).slice(0, nextSlotCount);
}

/**
 * Tries the slot's advisers in order inside a savepoint each; returns the adviser that got it, or undefined.
 * `write` runs the INSERT or UPDATE for one adviser.
 */
async function claimAdviser(
  client: pg.PoolClient,
  adviserIds: readonly string[],
  write: (adviserId: string) => Promise<void>,
): Promise<string | undefined> {
  for (const adviserId of adviserIds) {
    await client.query('SAVEPOINT claim');
    try {
      await write(adviserId);
      await client.query('RELEASE SAVEPOINT claim');
      return adviserId;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT claim');
      if (codeOf(error) !== exclusionViolation) throw error;
    }
  }
  return undefined;
}

export async function bookCall(
  deps: BookingDependencies,
  request: { leadId: string; startsAt: Date; phone?: string | null; actor: string | null },
): Promise<BookOutcome> {
  const { pool, settings } = deps;
  const now = deps.now?.() ?? new Date();
  return withTransaction(pool, async (client) => {
    // Locking the lead serializes its own bookings; other leads' run in parallel up to the constraint.
    const lead = await findBookingLead(client, deps.kind, request.leadId, true);
    if (!lead) return { outcome: 'no-lead' };
    const existing = await findBookedCallOfLead(client, lead.id);
    if (existing) return { outcome: 'has-call', booking: existing };
    const { advisers, slots } = await freeSlots(client, settings, now, earliestCallOf(deps.kind, lead));
    if (advisers.length === 0) return { outcome: 'no-advisers' };
    const slot = slots.find((candidate) => candidate.startsAt.getTime() === request.startsAt.getTime());
    if (!slot) return { outcome: 'taken', next: nextAfter(slots, request.startsAt) };
    const id = randomUUID();
    const phone = request.phone === undefined ? lead.phone : request.phone;
    const blockedUntil = addMinutes(slot.endsAt, settings.bufferMinutes);
    let oneCallPerLead = false;
    const adviserId = await claimAdviser(client, await advisersInOrder(client, slot), async (candidate) => {
      try {
        await client.query(
          `INSERT INTO bookings (id, lead_id, adviser_id, starts_at, ends_at, blocked_until, status_before, uid, email, name, phone, booked_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            id,
            lead.id,
            candidate,
            slot.startsAt,
            slot.endsAt,
            blockedUntil,
            lead.status,
            `${id}@${deps.uidDomain}`,
            lead.email,
            lead.name,
            phone,
            request.actor,
          ],
        );
      } catch (error) {
        if (codeOf(error) === uniqueViolation) oneCallPerLead = true;
        throw error;
      }
    });
    if (oneCallPerLead) throw new Error('a second booked call of one lead passed its row lock');
    if (!adviserId) return { outcome: 'taken', next: nextAfter(slots, slot.startsAt) };
    await recordLeadEvent(client, {
      leadId: lead.id,
      leadKind: deps.kind.form.kind,
      actor: request.actor,
      action: 'call_booked',
      detail: { startsAt: slot.startsAt.toISOString(), bookingId: id },
    });
    if (mayMoveTo(deps.kind.form.statuses, lead.status, callBookedStatus))
      await moveLeadStatus(client, deps.kind, lead, callBookedStatus, request.actor);
    const booking = await findBooking(client, id);
    if (!booking) throw new Error('the booking just inserted is missing');
    return { outcome: 'booked', booking };
  });
}

/** Whether the visitor may still change the call themselves (staff always may). */
export function visitorMayChange(settings: BookingSettings, booking: Booking, now: Date): boolean {
  return booking.status === 'booked' && addHours(now, settings.changeUntilHours).getTime() <= booking.startsAt.getTime();
}

/** Moves the booked call to another free slot: same UID, SEQUENCE + 1; its adviser keeps it if free then. */
export async function moveCall(
  deps: BookingDependencies,
  request: { bookingId: string; startsAt: Date; actor: string | null; expectedSequence?: number },
): Promise<ChangeOutcome> {
  const { pool, settings } = deps;
  const now = deps.now?.() ?? new Date();
  return withTransaction(pool, async (client) => {
    const previous = await findBooking(client, request.bookingId, true);
    if (previous?.status !== 'booked') return { outcome: 'not-booked' };
    if (request.expectedSequence !== undefined && previous.sequence !== request.expectedSequence) return { outcome: 'not-booked' };
    if (request.actor === null && !visitorMayChange(settings, previous, now)) return { outcome: 'too-late' };
    // The call's own time must not count against it: it is set aside for the computation of the free slots.
    await client.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [previous.id]);
    const lead = await findBookingLead(client, deps.kind, previous.leadId);
    const { slots } = await freeSlots(client, settings, now, lead ? earliestCallOf(deps.kind, lead) : undefined);
    const slot = slots.find((candidate) => candidate.startsAt.getTime() === request.startsAt.getTime());
    if (!slot) {
      await client.query(`UPDATE bookings SET status = 'booked' WHERE id = $1`, [previous.id]);
      return { outcome: 'taken', next: nextAfter(slots, request.startsAt) };
    }
    const ordered = await advisersInOrder(client, slot);
    const candidates = ordered.includes(previous.adviserId)
      ? [previous.adviserId, ...ordered.filter((id) => id !== previous.adviserId)]
      : ordered;
    const adviserId = await claimAdviser(client, candidates, async (candidate) => {
      await client.query(
        `UPDATE bookings SET status = 'booked', adviser_id = $2, starts_at = $3, ends_at = $4, blocked_until = $5,
                sequence = sequence + 1, changed_at = now(), reminder_sent_at = NULL WHERE id = $1`,
        [previous.id, candidate, slot.startsAt, slot.endsAt, addMinutes(slot.endsAt, settings.bufferMinutes)],
      );
    });
    if (!adviserId) {
      await client.query(`UPDATE bookings SET status = 'booked' WHERE id = $1`, [previous.id]);
      return { outcome: 'taken', next: nextAfter(slots, slot.startsAt) };
    }
    if (adviserId !== previous.adviserId) {
      // Kept so the sweeper can still send the old adviser's cancellation if the mails miss the queue.
      await client.query(
        `INSERT INTO booking_handovers (booking_id, sequence, from_adviser_id, to_adviser_id, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [previous.id, previous.sequence + 1, previous.adviserId, adviserId, previous.startsAt, previous.endsAt],
      );
    }
    await recordLeadEvent(client, {
      leadId: previous.leadId,
      leadKind: deps.kind.form.kind,
      actor: request.actor,
      action: 'call_moved',
      detail: { from: previous.startsAt.toISOString(), startsAt: slot.startsAt.toISOString(), bookingId: previous.id },
    });
    const booking = await findBooking(client, previous.id);
    if (!booking) throw new Error('the booking just moved is missing');
    return { outcome: 'moved', booking, previous };
  });
}

/** Cancels the booked call (SEQUENCE + 1 for the METHOD:CANCEL) and gives the lead its status back. */
export async function cancelCall(
  deps: BookingDependencies,
  request: { bookingId: string; actor: string | null; expectedSequence?: number },
): Promise<ChangeOutcome> {
  const { pool, settings } = deps;
  const now = deps.now?.() ?? new Date();
  return withTransaction(pool, async (client) => {
    const current = await findBooking(client, request.bookingId, true);
    if (current?.status !== 'booked') return { outcome: 'not-booked' };
    if (request.expectedSequence !== undefined && current.sequence !== request.expectedSequence) return { outcome: 'not-booked' };
    if (request.actor === null && !visitorMayChange(settings, current, now)) return { outcome: 'too-late' };
    const { rows } = await client.query<{ status_before: string }>(
      `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, changed_at = now() WHERE id = $1 RETURNING status_before`,
      [current.id],
    );
    await recordLeadEvent(client, {
      leadId: current.leadId,
      leadKind: deps.kind.form.kind,
      actor: request.actor,
      action: 'call_cancelled',
      detail: { startsAt: current.startsAt.toISOString(), bookingId: current.id },
    });
    const back = rows[0]?.status_before;
    const lead = await findBookingLead(client, deps.kind, current.leadId, true);
    if (lead && back && lead.status === callBookedStatus && back !== callBookedStatus) {
      await client.query('UPDATE leads SET status = $2, status_changed_at = now() WHERE id = $1', [lead.id, back]);
      await recordLeadEvent(client, {
        leadId: lead.id,
        leadKind: deps.kind.form.kind,
        actor: request.actor,
        action: 'status_changed',
        detail: { from: lead.status, to: back, ...(request.actor === null ? { by: 'visitor' } : {}) },
      });
    }
    const booking = await findBooking(client, current.id);
    if (!booking) throw new Error('the booking just cancelled is missing');
    return { outcome: 'cancelled', booking };
  });
}

/**
 * After the call, staff record what happened: "Analyse vorgestellt" or "nicht erschienen". Before its start
 * (checked under the row lock, so a move in between cannot slip past) the answer is `not-started`.
 */
export async function recordCallOutcome(
  deps: Pick<BookingDependencies, 'pool' | 'kind'>,
  request: { bookingId: string; outcome: 'held' | 'no_show'; actor: string; now: Date },
): Promise<Booking | { notStartedUntil: Date } | undefined> {
  const leadStatus = request.outcome === 'held' ? 'presented' : 'no_show';
  return withTransaction(deps.pool, async (client) => {
    const current = await findBooking(client, request.bookingId, true);
    if (current?.status !== 'booked') return undefined;
    if (!hasStarted(current, request.now)) return { notStartedUntil: current.startsAt };
    await client.query('UPDATE bookings SET status = $2, changed_at = now() WHERE id = $1', [current.id, request.outcome]);
    const lead = await findBookingLead(client, deps.kind, current.leadId, true);
    if (lead && lead.status !== leadStatus && mayMoveTo(deps.kind.form.statuses, lead.status, leadStatus))
      await moveLeadStatus(client, deps.kind, lead, leadStatus, request.actor);
    return findBooking(client, current.id);
  });
}

/**
 * The strategy calls in the sales desk, under /vertrieb/api (mounted beside the kinds' own desk routes): the
 * "Termine" view (today, this week; one's own calls, an admin all or one adviser's), the call of one lead with
 * the free slots, booking or moving it for the lead (the visitor gets the same invitation), cancelling it,
 * recording after the call "Analyse vorgestellt" or "nicht erschienen", and the admin's switch
 * "führt Strategiegespräche". Bodies and answers follow @sichtwerk/forms/desk/appointments-contract.
 */
import {
  appointmentOutcomeBodySchema,
  appointmentRanges,
  adviserToggleBodySchema,
  bookForLeadBodySchema,
  type Appointment,
  type AppointmentRange,
  type AppointmentsAnswer,
  type AdvisersAnswer,
  type LeadAppointmentAnswer,
} from '@sichtwerk/forms/desk/appointments-contract';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import express, { Router, type Response } from 'express';
import { requireRole, requireSession, sessionOf } from '../platform/staff/desk-session.ts';
import type { SessionTimes } from '../platform/staff/sessions.ts';
import { AppError } from '../platform/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';
import { setHoldsCalls } from './advisers.ts';
import {
  bookCall,
  cancelCall,
  earliestCallOf,
  findBookingLead,
  moveCall,
  recordCallOutcome,
  type BookingDependencies,
} from './book-call.ts';
import type { BookingMailQueue } from './booking-mail-queue.ts';
import { callNotStartedMessage, hasStarted } from './call-outcome-rule.ts';
import { callsBetween, callsOfLead, findBookedCallOfLead, findBooking, type Booking } from './bookings.ts';
import { berlin, berlinWeekOf, callTimeZone, clockLabel, dayLabel, slotLabel } from './call-time.ts';
import { freeSlots } from './free-slots.ts';

export interface BookingDeskApiDependencies extends BookingDependencies {
  mails: BookingMailQueue;
  sessionTimes: SessionTimes;
  logger: Logger;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
/** The slots the desk offers for a lead: enough for two weeks of choices, bounded. */
const deskSlotLimit = 120;

const badRequest = (message: string) => new AppError({ code: errorCodes.validationFailed, status: 400, message });
const notFound = (message = 'Diesen Termin gibt es nicht (mehr).') => new AppError({ code: errorCodes.notFound, status: 404, message });
const notPossible = (message: string) => new AppError({ code: errorCodes.notPossible, status: 409, message });

function parse<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  message: string,
): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(message);
  return result.data;
}

function idParam(value: unknown): string {
  const id = String(value);
  if (!uuidPattern.test(id)) throw notFound();
  return id;
}

export function toAppointment(booking: Booking, now: Date): Appointment {
  return {
    id: booking.id,
    leadId: booking.leadId,
    leadName: booking.name,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    label: slotLabel(booking.startsAt),
    adviserId: booking.adviserId,
    adviserName: booking.adviserName,
    status: booking.status,
    phone: booking.phone,
    email: booking.email,
    bookedBy: booking.bookedBy,
    started: hasStarted(booking, now),
  };
}

/** Today or this week, Berlin calendar: from midnight (Monday) to the next. */
function rangeOf(range: AppointmentRange, now: Date): { from: Date; to: Date } {
  if (range === 'week') return berlinWeekOf(now);
  const today = berlin(now);
  const from = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), callTimeZone);
  return { from: new Date(from.getTime()), to: new Date(addDays(from, 1).getTime()) };
}

export function bookingDeskApi(deps: BookingDeskApiDependencies): Router {
  const { pool, kind, settings, mails, logger } = deps;
  const now = () => deps.now?.() ?? new Date();
  const router = Router();
  const signedIn = requireSession(pool, deps.sessionTimes);
  const adminOnly = requireRole('admin');
  const json = express.json({ limit: '4kb', type: 'application/json' });

  async function leadAnswer(leadId: string): Promise<LeadAppointmentAnswer> {
    const lead = await findBookingLead(pool, kind, leadId);
    if (!lead) throw notFound('Diesen Lead gibt es nicht (mehr).');
    const at = now();
    const current = await findBookedCallOfLead(pool, leadId);
    const history = await callsOfLead(pool, leadId);
    const { advisers, slots } = await freeSlots(pool, settings, at, earliestCallOf(kind, lead));
    return {
      current: current ? toAppointment(current, at) : null,
      history: history.map((call) => toAppointment(call, at)),
      slots: slots
        .filter((slot) => slot.startsAt.getTime() !== current?.startsAt.getTime())
        .slice(0, deskSlotLimit)
        .map((slot) => ({ startsAt: slot.startsAt.toISOString(), day: dayLabel(slot.startsAt), time: clockLabel(slot.startsAt) })),
      noAdvisers: advisers.length === 0,
    };
  }

  router.get('/termine', signedIn, async (req, res) => {
    const session = sessionOf(res);
    const range = (appointmentRanges as readonly string[]).includes(String(req.query.range))
      ? (req.query.range as AppointmentRange)
      : 'today';
    const canSeeAll = session.role === 'admin';
    const own = (await pool.query<{ id: string }>('SELECT id::text FROM users WHERE lower(username) = lower($1)', [session.username]))
      .rows[0]?.id;
    const wanted = typeof req.query.berater === 'string' && uuidPattern.test(req.query.berater) ? req.query.berater : null;
    const adviserId = canSeeAll ? wanted : (own ?? null);
    const { from, to } = rangeOf(range, now());
    const calls = !canSeeAll && !own ? [] : await callsBetween(pool, from, to, adviserId ?? undefined);
    const { rows: advisers } = await pool.query<{ id: string; name: string }>(
      `SELECT id::text, coalesce(display_name, username) AS name FROM users
        WHERE (holds_calls AND disabled_at IS NULL) OR id IN (SELECT adviser_id FROM bookings WHERE starts_at >= $1 AND starts_at < $2)
        ORDER BY lower(coalesce(display_name, username)) LIMIT 200`,
      [from, to],
    );
    const at = now();
    const answer: AppointmentsAnswer = {
      range,
      canSeeAll,
      adviserId,
      advisers: canSeeAll ? advisers : advisers.filter((adviser) => adviser.id === own),
      calls: calls.map((call) => toAppointment(call, at)),
    };
    res.json(answer);
  });

  router.get('/leads/:id/termin', signedIn, async (req, res) => {
    res.json(await leadAnswer(idParam(req.params.id)));
  });

  router.post('/leads/:id/termin', signedIn, json, async (req, res: Response) => {
    const leadId = idParam(req.params.id);
    const { startsAt } = parse(bookForLeadBodySchema, req.body, 'Bitte einen der freien Termine wählen.');
    if (!isoInstant.test(startsAt)) throw badRequest('Bitte einen der freien Termine wählen.');
    const actor = sessionOf(res).username;
    const current = await findBookedCallOfLead(pool, leadId);
    if (current) {
      const moved = await moveCall(deps, { bookingId: current.id, startsAt: new Date(startsAt), actor });
      if (moved.outcome === 'taken') throw notPossible('Dieser Termin ist gerade vergeben. Bitte einen anderen wählen.');
      if (moved.outcome !== 'moved') throw notPossible('Der Termin hat sich inzwischen geändert. Bitte die Seite neu laden.');
      await mails.announceOrLog(moved.booking, 'moved', moved.previous);
    } else {
      const booked = await bookCall(deps, { leadId, startsAt: new Date(startsAt), actor });
      if (booked.outcome === 'no-lead') throw notFound('Diesen Lead gibt es nicht (mehr).');
      if (booked.outcome === 'no-advisers')
        throw notPossible('Niemand führt gerade Strategiegespräche: Ein Admin kann es unter „Termine“ einschalten.');
      if (booked.outcome === 'taken') throw notPossible('Dieser Termin ist gerade vergeben. Bitte einen anderen wählen.');
      if (booked.outcome === 'booked') await mails.announceOrLog(booked.booking, 'booked');
    }
    logger.child({ leadId }).info({ actor }, 'strategy call set from the desk');
    res.json(await leadAnswer(leadId));
  });

  router.post('/termine/:id/absagen', signedIn, async (req, res) => {
    const bookingId = idParam(req.params.id);
    const result = await cancelCall(deps, { bookingId, actor: sessionOf(res).username });
    if (result.outcome !== 'cancelled') throw notPossible('Dieser Termin ist nicht mehr gebucht.');
    await mails.announceOrLog(result.booking, 'cancelled');
    res.json(await leadAnswer(result.booking.leadId));
  });

  router.post('/termine/:id/ergebnis', signedIn, json, async (req, res) => {
    const bookingId = idParam(req.params.id);
    const { outcome } = parse(appointmentOutcomeBodySchema, req.body, 'Bitte „Analyse vorgestellt“ oder „nicht erschienen“ wählen.');
    const booking = await findBooking(pool, bookingId);
    if (!booking) throw notFound();
    const recorded = await recordCallOutcome(deps, { bookingId, outcome, actor: sessionOf(res).username, now: now() });
    if (!recorded) throw notPossible('Für diesen Termin ist schon eingetragen, wie er verlief.');
    if ('notStartedUntil' in recorded) throw notPossible(callNotStartedMessage(recorded.notStartedUntil));
    res.json(await leadAnswer(booking.leadId));
  });

  router.get('/berater', signedIn, adminOnly, async (_req, res) => {
    const { rows } = await pool.query<{ username: string; name: string; named: boolean; holds_calls: boolean; email: string | null }>(
      `SELECT username, coalesce(display_name, username) AS name, display_name IS NOT NULL AS named, holds_calls, email FROM users
        WHERE disabled_at IS NULL ORDER BY lower(username) LIMIT 500`,
    );
    const answer: AdvisersAnswer = {
      advisers: rows.map((row) => ({
        username: row.username,
        name: row.name,
        named: row.named,
        holdsCalls: row.holds_calls,
        email: row.email,
      })),
    };
    res.json(answer);
  });

  router.post('/berater/:username', signedIn, adminOnly, json, async (req, res) => {
    const { holdsCalls } = parse(adviserToggleBodySchema, req.body, 'Bitte an oder aus wählen.');
    if (!(await setHoldsCalls(pool, String(req.params.username).slice(0, 64), holdsCalls))) throw notFound('Dieses Konto gibt es nicht.');
    res.json({ holdsCalls });
  });

  return router;
}

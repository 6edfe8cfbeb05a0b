/**
 * The visitor's booking pages, served by the lead service in the site's frame: `/termin` shows the free
 * slots of the lead its link names, or its booked call with "Anderen Termin wählen" and "Absagen" (which asks
 * once on its own page, `/termin/absagen`, before its button posts). Nothing
 * changes on a GET (mail scanners open links); the buttons post, each with a key bound to the call's current
 * SEQUENCE, so one post acts once. Every answer is personal (platform/http/visitor-page.ts: no-store,
 * noindex, no Referer).
 */
import express, { Router, type Request, type Response } from 'express';
import { pageFrameOf } from '../platform/http/form-post.ts';
import type { FormAnswer } from '../platform/http/form-post-pages.ts';
import { sendPersonalPage } from '../platform/http/visitor-page.ts';
import type { Logger } from '../platform/logger.ts';
import {
  bookCall,
  cancelCall,
  earliestCallOf,
  findBookingLead,
  moveCall,
  visitorMayChange,
  type BookingDependencies,
} from './book-call.ts';
import { type LimitHit, recordAttempt } from './booking-limits.ts';
import { bookingOfToken, bookingPath, type BookingLinks } from './booking-links.ts';
import { callLocation } from './booking-mails.ts';
import type { BookingMailQueue } from './booking-mail-queue.ts';
import {
  bookingPage,
  callPage,
  cancelPage,
  invalidLinkPage,
  messagePage,
  movePage,
  noAdviserPage,
  noSlotsPage,
  takenPage,
  type SlotForm,
} from './booking-pages.ts';
import { callsOfLead, findBookedCallOfLead, findBooking, type Booking } from './bookings.ts';
import { freeSlots } from './free-slots.ts';
import { servedPaths } from '../platform/http/service-path.ts';

export const cancelPath = `${bookingPath}/absagen`;
export const movePath = `${bookingPath}/verschieben`;

export const bookingPaths = servedPaths(
  'booking pages: the booking link of the receipt and the result page, the manage link of every call mail, and their posts (cancel, move)',
  [bookingPath, `${bookingPath}/*`],
);

export interface BookingRouteDependencies extends BookingDependencies {
  links: BookingLinks;
  mails: BookingMailQueue;
  logger: Logger;
}

/** Who the link names: a lead (the booking link) or one call (the manage link of a mail). */
interface Credential {
  leadId: string;
  bookingId?: string;
  /** The link's own query, for the forms and redirects of the page. */
  query: Readonly<Record<string, string>>;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const phonePattern = /^[+0-9 ()/.-]{3,40}$/;

const withQuery = (path: string, query: Readonly<Record<string, string>>) => `${path}?${new URLSearchParams(query).toString()}`;

export function bookingRoutes(deps: BookingRouteDependencies): Router {
  const { pool, settings, links, mails, logger } = deps;
  const now = () => deps.now?.() ?? new Date();
  const routes = Router();
  const parseForm = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 8, type: 'application/x-www-form-urlencoded' });

  const send = (req: Request, res: Response, status: number, answer: FormAnswer) =>
    sendPersonalPage(res, pageFrameOf(req.app), status, answer);
  const invalid = invalidLinkPage();

  async function credentialOf(query: Record<string, unknown>): Promise<Credential | undefined> {
    if (typeof query.t === 'string') {
      const bookingId = await bookingOfToken(pool, query.t);
      const booking = bookingId ? await findBooking(pool, bookingId) : undefined;
      return booking ? { leadId: booking.leadId, bookingId: booking.id, query: { t: query.t } } : undefined;
    }
    const leadId = links.leadOf(query);
    if (!leadId) return undefined;
    return { leadId, query: { vorgang: leadId, s: String(query.s) } };
  }

  /** The call the page is about: the mail's call, or the lead's booked one. */
  const callOf = async (credential: Credential): Promise<Booking | undefined> =>
    credential.bookingId ? findBooking(pool, credential.bookingId) : findBookedCallOfLead(pool, credential.leadId);

  function callView(booking: Booking, credential: Credential, notice?: string) {
    const mayChange = visitorMayChange(settings, booking, now());
    return callPage({
      booking,
      location: callLocation(booking, settings),
      changeUntilHours: settings.changeUntilHours,
      rebookHref: links.bookingPathOf(booking.leadId),
      ...(notice ? { notice } : {}),
      ...(mayChange
        ? { actions: { cancel: { action: cancelPath, query: credential.query }, move: { action: movePath, query: credential.query } } }
        : {}),
    });
  }

  /** The lead's latest call that was cancelled and would still lie ahead: the booking page says it is off. */
  const cancelledAhead = async (leadId: string) =>
    (await callsOfLead(pool, leadId)).find((call) => call.status === 'cancelled' && call.startsAt > now());

  // What actually happened: many changes of this one call, or many attempts from one connection or for one address.
  const limited = (hit: LimitHit) =>
    messagePage(
      'Zu viele Versuche',
      hit === 'lead'
        ? 'Für diesen Termin gab es heute schon sehr viele Änderungen. Bitte antworte auf unsere E-Mail, dann kümmern wir uns persönlich darum.'
        : 'Gerade kamen zu viele Buchungsversuche. Bitte antworte auf unsere E-Mail, dann kümmern wir uns persönlich darum.',
    );

  routes.get(bookingPath, async (req, res) => {
    const credential = await credentialOf(req.query);
    if (!credential) return send(req, res, 404, invalid);
    const booking = await callOf(credential);
    if (booking) return send(req, res, 200, callView(booking, credential));
    const lead = await findBookingLead(pool, deps.kind, credential.leadId);
    if (!lead) return send(req, res, 404, invalid);
    const { advisers, slots } = await freeSlots(pool, settings, now(), earliestCallOf(deps.kind, lead));
    if (advisers.length === 0) return send(req, res, 200, noAdviserPage());
    if (slots.length === 0) return send(req, res, 200, noSlotsPage());
    return send(
      req,
      res,
      200,
      bookingPage({
        name: lead.name,
        email: lead.email,
        minutes: settings.callMinutes,
        cancelled: await cancelledAhead(lead.id),
        form: { action: withQuery(bookingPath, credential.query), slots, submitLabel: 'Kostenlosen Termin buchen', phone: lead.phone },
      }),
    );
  });

  /** The slot and phone of a posted form, or the German reason they are refused. */
  function readChoice(body: Record<string, unknown>): { startsAt: Date; phone?: string | null } | string {
    const slot = typeof body.slot === 'string' ? body.slot : '';
    if (!isoInstant.test(slot) || Number.isNaN(Date.parse(slot))) return 'Bitte wähle einen Termin aus der Liste.';
    if (body.phone === undefined) return { startsAt: new Date(slot) };
    const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
    if (phone === '') return 'Bitte gib die Telefonnummer an, unter der wir dich zum Termin anrufen.';
    if (!phonePattern.test(phone))
      return 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / . - enthalten (höchstens 40 Zeichen).';
    return { startsAt: new Date(slot), phone };
  }

  const takenForm = (credential: Credential, next: SlotForm['slots'], extra: Partial<SlotForm> = {}): FormAnswer =>
    takenPage({
      form: { action: withQuery(bookingPath, credential.query), slots: next, submitLabel: 'Diesen Termin buchen', ...extra },
      allHref: withQuery(extra.action ? movePath : bookingPath, credential.query),
    });

  routes.post(bookingPath, parseForm, async (req, res) => {
    const credential = await credentialOf(req.query);
    if (!credential || credential.bookingId) return send(req, res, 404, invalid);
    const choice = readChoice((req.body ?? {}) as Record<string, unknown>);
    if (typeof choice === 'string') return send(req, res, 400, messagePage('Bitte prüfe deine Auswahl', choice));
    const lead = await findBookingLead(pool, deps.kind, credential.leadId);
    if (!lead) return send(req, res, 404, invalid);
    const hit = await recordAttempt(pool, settings, { leadId: lead.id, ip: req.ip ?? '', email: lead.email });
    if (hit) return send(req, res, 429, limited(hit));
    const result = await bookCall(deps, {
      leadId: lead.id,
      startsAt: choice.startsAt,
      actor: null,
      ...(choice.phone !== undefined ? { phone: choice.phone } : {}),
    });
    switch (result.outcome) {
      case 'booked':
        await mails.announceOrLog(result.booking, 'booked');
        logger.child({ leadId: lead.id }).info({ bookingId: result.booking.id }, 'strategy call booked');
        return res.redirect(303, withQuery(bookingPath, credential.query));
      case 'has-call':
        return res.redirect(303, withQuery(bookingPath, credential.query));
      case 'taken':
        return send(req, res, 409, takenForm(credential, result.next, { phone: choice.phone ?? lead.phone }));
      case 'no-advisers':
        return send(req, res, 200, noAdviserPage());
      default:
        return send(req, res, 404, invalid);
    }
  });

  routes.get(cancelPath, async (req, res) => {
    const credential = await credentialOf(req.query);
    const booking = credential ? await callOf(credential) : undefined;
    if (!credential || !booking) return send(req, res, 404, invalid);
    const back = withQuery(bookingPath, credential.query);
    if (booking.status !== 'booked' || !visitorMayChange(settings, booking, now())) return res.redirect(303, back);
    return send(
      req,
      res,
      200,
      cancelPage({
        booking,
        location: callLocation(booking, settings),
        action: withQuery(cancelPath, credential.query),
        key: links.actionKey(booking.id, booking.sequence, 'cancel'),
        backHref: back,
      }),
    );
  });

  routes.post(cancelPath, parseForm, async (req, res) => {
    const credential = await credentialOf(req.query);
    const booking = credential ? await callOf(credential) : undefined;
    if (!credential || !booking) return send(req, res, 404, invalid);
    const back = withQuery(bookingPath, credential.query);
    const key = ((req.body ?? {}) as Record<string, unknown>).key;
    // An old or repeated post names a SEQUENCE the call no longer has: it shows the call as it is now.
    if (!links.checkActionKey(booking.id, booking.sequence, 'cancel', key)) return res.redirect(303, back);
    const hit = await recordAttempt(pool, settings, { leadId: booking.leadId, ip: req.ip ?? '' });
    if (hit) return send(req, res, 429, limited(hit));
    const result = await cancelCall(deps, { bookingId: booking.id, actor: null, expectedSequence: booking.sequence });
    if (result.outcome === 'cancelled') await mails.announceOrLog(result.booking, 'cancelled');
    return res.redirect(303, back);
  });

  routes.get(movePath, async (req, res) => {
    const credential = await credentialOf(req.query);
    const booking = credential ? await callOf(credential) : undefined;
    if (!credential || !booking) return send(req, res, 404, invalid);
    if (!visitorMayChange(settings, booking, now())) return res.redirect(303, withQuery(bookingPath, credential.query));
    const lead = await findBookingLead(pool, deps.kind, booking.leadId);
    const { slots } = await freeSlots(pool, settings, now(), lead ? earliestCallOf(deps.kind, lead) : undefined);
    const own = slots.filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime());
    if (own.length === 0) return send(req, res, 200, noSlotsPage());
    return send(
      req,
      res,
      200,
      movePage({
        booking,
        location: callLocation(booking, settings),
        form: {
          action: withQuery(movePath, credential.query),
          slots: own,
          submitLabel: 'Auf diesen Termin verschieben',
          hidden: { key: links.actionKey(booking.id, booking.sequence, 'move') },
        },
      }),
    );
  });

  routes.post(movePath, parseForm, async (req, res) => {
    const credential = await credentialOf(req.query);
    const booking = credential ? await callOf(credential) : undefined;
    if (!credential || !booking) return send(req, res, 404, invalid);
    const back = withQuery(bookingPath, credential.query);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!links.checkActionKey(booking.id, booking.sequence, 'move', body.key)) return res.redirect(303, back);
    const choice = readChoice({ slot: body.slot });
    if (typeof choice === 'string') return send(req, res, 400, messagePage('Bitte prüfe deine Auswahl', choice));
    const hit = await recordAttempt(pool, settings, { leadId: booking.leadId, ip: req.ip ?? '' });
    if (hit) return send(req, res, 429, limited(hit));
    const result = await moveCall(deps, {
      bookingId: booking.id,
      startsAt: choice.startsAt,
      actor: null,
      expectedSequence: booking.sequence,
    });
    if (result.outcome === 'moved') await mails.announceOrLog(result.booking, 'moved', result.previous);
    if (result.outcome === 'taken')
      return send(
        req,
        res,
        409,
        takenForm(credential, result.next, {
          action: withQuery(movePath, credential.query),
          submitLabel: 'Auf diesen Termin verschieben',
          hidden: { key: links.actionKey(booking.id, booking.sequence, 'move') },
        }),
      );
    return res.redirect(303, back);
  });

  return routes;
}

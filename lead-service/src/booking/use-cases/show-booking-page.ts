/**
 * GET /termin: the call the link names with "Anderen Termin wählen" and "Absagen" (while the visitor may still
 * change it), or, for a lead without a booked call, its free slots to book one — naming a cancelled call that
 * would still lie ahead. Nothing changes on a GET: mail scanners open links.
 */
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { earliestCallOf, findBookingLead, visitorMayChange } from '../book-call.ts';
import { bookingPath } from '../booking-links.ts';
import { callLocation } from '../booking-mails.ts';
import { cancelPath, movePath, type CredentialQuery } from '../booking-page-endpoints.ts';
import { bookingPage, callPage, noAdviserPage, noSlotsPage } from '../booking-pages.ts';
import { callsOfLead } from '../bookings.ts';
import { freeSlots } from '../free-slots.ts';
import { nowOf } from './booking-desk-dependencies.ts';
import { invalidLink, shown } from './visitor-answers.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';
import { callOf, credentialOf, withCredential } from './visitor-credential.ts';

/** `error`: a post without a chosen slot, answered with the slots again and the message above them (400). */
export async function showBookingPage(deps: VisitorBookingDependencies, query: CredentialQuery, error?: string): Promise<PageOutcome> {
  const { pool, kind, settings, links } = deps;
  const credential = await credentialOf(deps, query);
  if (!credential) return invalidLink;
  const booking = await callOf(deps, credential);
  if (booking) {
    const { query: own } = credential;
    return shown(
      callPage({
        booking,
        location: callLocation(booking, settings),
        changeUntilHours: settings.changeUntilHours,
        rebookHref: links.bookingPathOf(booking.leadId),
        ...(visitorMayChange(settings, booking, nowOf(deps))
          ? { actions: { cancel: { action: cancelPath, query: own }, move: { action: movePath, query: own } } }
          : {}),
      }),
    );
  }
  const lead = await findBookingLead(pool, kind, credential.leadId);
  if (!lead) return invalidLink;
  const { advisers, slots } = await freeSlots(pool, settings, nowOf(deps), earliestCallOf(kind, lead));
  if (advisers.length === 0) return shown(noAdviserPage());
  if (slots.length === 0) return shown(noSlotsPage());
  const now = nowOf(deps);
  return shown(
    bookingPage({
      name: lead.name,
      email: lead.email,
      minutes: settings.callMinutes,
      cancelled: (await callsOfLead(pool, lead.id)).find((call) => call.status === 'cancelled' && call.startsAt > now),
      form: {
        action: withCredential(bookingPath, credential),
        slots,
        submitLabel: 'Kostenlosen Termin buchen',
        phone: lead.phone,
        ...(error ? { error } : {}),
      },
    }),
    error ? 400 : 200,
  );
}

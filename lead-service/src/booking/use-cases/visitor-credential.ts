/**
 * Who a booking page's link names: a lead (the booking link of the receipt and the result page, signed) or one
 * call (the manage link of a call mail, a token of which only the hash is stored). Anything else names nothing.
 */
import type { CredentialQuery } from '../booking-page-endpoints.ts';
import { bookingOfToken, bookingPath } from '../booking-links.ts';
import { findBookedCallOfLead, findBooking, type Booking } from '../bookings.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';

export interface Credential {
  leadId: string;
  bookingId?: string;
  /** The link's own query, for the forms and redirects of the page. */
  query: Readonly<Record<string, string>>;
}

type Deps = Pick<VisitorBookingDependencies, 'pool' | 'links'>;

export async function credentialOf({ pool, links }: Deps, query: CredentialQuery): Promise<Credential | undefined> {
  if (query.t !== undefined) {
    const bookingId = await bookingOfToken(pool, query.t);
    const booking = bookingId ? await findBooking(pool, bookingId) : undefined;
    return booking ? { leadId: booking.leadId, bookingId: booking.id, query: { t: query.t } } : undefined;
  }
  const leadId = links.leadOf(query);
  if (!leadId) return undefined;
  return { leadId, query: { vorgang: leadId, s: String(query.s) } };
}

/** The call the page is about: the mail's call, or the lead's booked one. */
export const callOf = ({ pool }: Pick<Deps, 'pool'>, credential: Credential): Promise<Booking | undefined> =>
  credential.bookingId ? findBooking(pool, credential.bookingId) : findBookedCallOfLead(pool, credential.leadId);

/** The credential and the call it names, for the pages that act on a call (cancel, move). */
export async function linkedCall(deps: Deps, query: CredentialQuery): Promise<{ credential: Credential; booking: Booking } | undefined> {
  const credential = await credentialOf(deps, query);
  const booking = credential ? await callOf(deps, credential) : undefined;
  return credential && booking ? { credential, booking } : undefined;
}

/** A booking page's path with the link's credential, for the forms and redirects of the page. */
export const withCredential = (path: string, credential: Credential) => `${path}?${new URLSearchParams(credential.query).toString()}`;

/** The booking page as the link opens it: the call as it is now, or the slots. */
export const bookingPageOf = (credential: Credential) => withCredential(bookingPath, credential);

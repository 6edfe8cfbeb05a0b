/**
 * POST /termin: the visitor books the slot they chose on the booking page, once per lead and within the booking's
 * limits; the invitation goes out by the booking-mail queue and the page shows the call (303). A slot someone took
 * a moment earlier answers with the next free ones.
 */
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { bookCall, findBookingLead } from '../book-call.ts';
import { recordAttempt } from '../booking-limits.ts';
import { chooseSlot, type CredentialQuery } from '../booking-page-endpoints.ts';
import { noAdviserPage } from '../booking-pages.ts';
import { showBookingPage } from './show-booking-page.ts';
import { invalidLink, limited, shown, takenAnswer } from './visitor-answers.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';
import { bookingPageOf, credentialOf } from './visitor-credential.ts';

export interface VisitorChoice {
  /** Absent: the visitor sent the form without choosing; the page comes back with the message. */
  slot?: Date | undefined;
  /** The number the call goes to; absent keeps the lead's. */
  phone?: string | undefined;
}

export async function bookVisitorCall(
  deps: VisitorBookingDependencies,
  query: CredentialQuery,
  choice: VisitorChoice,
  clientAddress: string,
): Promise<PageOutcome> {
  const credential = await credentialOf(deps, query);
  // A call mail's link manages its call; booking is the booking link's.
  if (!credential || credential.bookingId) return invalidLink;
  if (!choice.slot) return showBookingPage(deps, query, chooseSlot);
  const lead = await findBookingLead(deps.pool, deps.kind, credential.leadId);
  if (!lead) return invalidLink;
  const hit = await recordAttempt(deps.pool, deps.settings, { leadId: lead.id, ip: clientAddress, email: lead.email });
  if (hit) return limited(hit);
  const result = await bookCall(deps, {
    leadId: lead.id,
    startsAt: choice.slot,
    actor: null,
    ...(choice.phone !== undefined ? { phone: choice.phone } : {}),
  });
  switch (result.outcome) {
    case 'booked':
      await deps.mails.announceOrLog(result.booking, 'booked');
      deps.logger.child({ leadId: lead.id }).info({ bookingId: result.booking.id }, 'strategy call booked');
      return { redirect: bookingPageOf(credential) };
    case 'has-call':
      return { redirect: bookingPageOf(credential) };
    case 'taken':
      return takenAnswer(credential, result.next, { phone: choice.phone ?? lead.phone });
    case 'no-advisers':
      return shown(noAdviserPage());
    default:
      return invalidLink;
  }
}

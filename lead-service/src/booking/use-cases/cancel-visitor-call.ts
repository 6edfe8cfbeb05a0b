/**
 * POST /termin/absagen: the visitor cancels the call with the key of the page that asked, within the booking's
 * limits; the cancellation goes out by the booking-mail queue and the page shows the call as it is now (303).
 */
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { cancelCall } from '../book-call.ts';
import { recordAttempt } from '../booking-limits.ts';
import type { CredentialQuery } from '../booking-page-endpoints.ts';
import { invalidLink, limited } from './visitor-answers.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';
import { bookingPageOf, linkedCall } from './visitor-credential.ts';

export async function cancelVisitorCall(
  deps: VisitorBookingDependencies,
  query: CredentialQuery,
  key: string | undefined,
  clientAddress: string,
): Promise<PageOutcome> {
  const linked = await linkedCall(deps, query);
  if (!linked) return invalidLink;
  const { credential, booking } = linked;
  const back = { redirect: bookingPageOf(credential) };
  // An old or repeated post names a SEQUENCE the call no longer has: it shows the call as it is now.
  if (!deps.links.checkActionKey(booking.id, booking.sequence, 'cancel', key)) return back;
  const hit = await recordAttempt(deps.pool, deps.settings, { leadId: booking.leadId, ip: clientAddress });
  if (hit) return limited(hit);
  const result = await cancelCall(deps, { bookingId: booking.id, actor: null, expectedSequence: booking.sequence });
  if (result.outcome === 'cancelled') await deps.mails.announceOrLog(result.booking, 'cancelled');
  return back;
}

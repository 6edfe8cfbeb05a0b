/** GET /termin/absagen: „Wirklich absagen?“, the one question before a cancellation; a call past changing shows as it is. */
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { visitorMayChange } from '../book-call.ts';
import { callLocation } from '../booking-mails.ts';
import { cancelPath, type CredentialQuery } from '../booking-page-endpoints.ts';
import { cancelPage } from '../booking-pages.ts';
import { nowOf } from './booking-desk-dependencies.ts';
import { invalidLink, shown } from './visitor-answers.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';
import { bookingPageOf, linkedCall, withCredential } from './visitor-credential.ts';

export async function showCancelPage(deps: VisitorBookingDependencies, query: CredentialQuery): Promise<PageOutcome> {
  const linked = await linkedCall(deps, query);
  if (!linked) return invalidLink;
  const { credential, booking } = linked;
  const back = bookingPageOf(credential);
  if (booking.status !== 'booked' || !visitorMayChange(deps.settings, booking, nowOf(deps))) return { redirect: back };
  return shown(
    cancelPage({
      booking,
      location: callLocation(booking, deps.settings),
      action: withCredential(cancelPath, credential),
      key: deps.links.actionKey(booking.id, booking.sequence, 'cancel'),
      backHref: back,
    }),
  );
}

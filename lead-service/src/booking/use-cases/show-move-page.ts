/** GET /termin/verschieben: the booked call and the other free slots to move it to; a call past changing shows as it is. */
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { earliestCallOf, findBookingLead, visitorMayChange } from '../book-call.ts';
import { callLocation } from '../booking-mails.ts';
import { movePath, type CredentialQuery } from '../booking-page-endpoints.ts';
import { movePage, noSlotsPage } from '../booking-pages.ts';
import { freeSlots } from '../free-slots.ts';
import { nowOf } from './booking-desk-dependencies.ts';
import { invalidLink, shown } from './visitor-answers.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';
import { bookingPageOf, linkedCall, withCredential } from './visitor-credential.ts';

/** `error`: a post without a chosen slot, answered with the slots again and the message above them (400). */
export async function showMovePage(deps: VisitorBookingDependencies, query: CredentialQuery, error?: string): Promise<PageOutcome> {
  const linked = await linkedCall(deps, query);
  if (!linked) return invalidLink;
  const { credential, booking } = linked;
  if (!visitorMayChange(deps.settings, booking, nowOf(deps))) return { redirect: bookingPageOf(credential) };
  const lead = await findBookingLead(deps.pool, deps.kind, booking.leadId);
  const { slots } = await freeSlots(deps.pool, deps.settings, nowOf(deps), lead ? earliestCallOf(deps.kind, lead) : undefined);
  const others = slots.filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime());
  if (others.length === 0) return shown(noSlotsPage());
  return shown(
    movePage({
      booking,
      location: callLocation(booking, deps.settings),
      form: {
        action: withCredential(movePath, credential),
        slots: others,
        submitLabel: 'Auf diesen Termin verschieben',
        hidden: { key: deps.links.actionKey(booking.id, booking.sequence, 'move') },
        ...(error ? { error } : {}),
      },
    }),
    error ? 400 : 200,
  );
}

/**
 * POST /termin/verschieben: the visitor moves the call to the slot they chose, with the key of the page that
 * offered it and within the booking's limits; the old slot is freed only once the new one is held, the new
 * invitation replaces the old one (booking-mail queue), and the page shows the call (303). A slot someone took a
 * moment earlier answers with the next free ones.
 */
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import { moveCall } from '../book-call.ts';
import { recordAttempt } from '../booking-limits.ts';
import { chooseSlot, movePath, type CredentialQuery } from '../booking-page-endpoints.ts';
import { showMovePage } from './show-move-page.ts';
import { invalidLink, limited, takenAnswer } from './visitor-answers.ts';
import type { VisitorBookingDependencies } from './visitor-booking-dependencies.ts';
import { bookingPageOf, linkedCall, withCredential } from './visitor-credential.ts';

export async function moveVisitorCall(
  deps: VisitorBookingDependencies,
  query: CredentialQuery,
  choice: { key?: string | undefined; slot?: Date | undefined },
  clientAddress: string,
): Promise<PageOutcome> {
  const linked = await linkedCall(deps, query);
  if (!linked) return invalidLink;
  const { credential, booking } = linked;
  const back = { redirect: bookingPageOf(credential) };
  const key = deps.links.actionKey(booking.id, booking.sequence, 'move');
  // An old or repeated post names a SEQUENCE the call no longer has: it shows the call as it is now.
  if (!deps.links.checkActionKey(booking.id, booking.sequence, 'move', choice.key)) return back;
  if (!choice.slot) return showMovePage(deps, query, chooseSlot);
  const hit = await recordAttempt(deps.pool, deps.settings, { leadId: booking.leadId, ip: clientAddress });
  if (hit) return limited(hit);
  const result = await moveCall(deps, { bookingId: booking.id, startsAt: choice.slot, actor: null, expectedSequence: booking.sequence });
  if (result.outcome === 'moved') await deps.mails.announceOrLog(result.booking, 'moved', result.previous);
  if (result.outcome === 'taken')
    return takenAnswer(credential, result.next, {
      action: withCredential(movePath, credential),
      submitLabel: 'Auf diesen Termin verschieben',
      hidden: { key },
    });
  return back;
}

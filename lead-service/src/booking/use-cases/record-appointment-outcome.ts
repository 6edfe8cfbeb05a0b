/** After a call has begun, staff record how it went: "Analyse vorgestellt" or "nicht erschienen", once. */
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { notFound, notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { recordCallOutcome } from '../book-call.ts';
import { findBooking } from '../bookings.ts';
import { callNotStartedMessage } from '../call-outcome-rule.ts';
import { nowOf, type BookingDeskDependencies } from './booking-desk-dependencies.ts';
import { readLeadAppointment } from './read-lead-appointment.ts';

export async function recordAppointmentOutcome(
  deps: BookingDeskDependencies,
  actor: DeskSession,
  bookingId: string,
  { outcome }: { outcome: 'held' | 'no_show' },
): Promise<LeadAppointmentAnswer> {
  const booking = await findBooking(deps.pool, bookingId);
  if (!booking) throw notFound('Diesen Termin gibt es nicht (mehr).');
  const recorded = await recordCallOutcome(deps, { bookingId, outcome, actor: actor.username, now: nowOf(deps) });
  if (!recorded) throw notPossible('Für diesen Termin ist schon eingetragen, wie er verlief.');
  if ('notStartedUntil' in recorded) throw notPossible(callNotStartedMessage(recorded.notStartedUntil));
  return readLeadAppointment(deps, booking.leadId);
}

/** Staff cancel a booked call; the visitor gets the cancellation with its calendar update. */
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { cancelCall } from '../book-call.ts';
import type { BookingDeskDependencies } from './booking-desk-dependencies.ts';
import { readLeadAppointment } from './read-lead-appointment.ts';

export async function cancelAppointment(
  deps: BookingDeskDependencies,
  actor: DeskSession,
  bookingId: string,
): Promise<LeadAppointmentAnswer> {
  const result = await cancelCall(deps, { bookingId, actor: actor.username });
  if (result.outcome !== 'cancelled') throw notPossible('Dieser Termin ist nicht mehr gebucht.');
  await deps.mails.announceOrLog(result.booking, 'cancelled');
  return readLeadAppointment(deps, result.booking.leadId);
}

/**
 * Staff book a lead's strategy call on the phone, or move the one it has: the visitor gets the same invitation
 * or update as when booking online.
 */
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { notFound, notPossible } from '../../platform/errors/refusals.ts';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { bookCall, moveCall } from '../book-call.ts';
import { findBookedCallOfLead } from '../bookings.ts';
import type { BookingDeskDependencies } from './booking-desk-dependencies.ts';
import { readLeadAppointment } from './read-lead-appointment.ts';

const taken = 'Dieser Termin ist gerade vergeben. Bitte einen anderen wählen.';

export async function bookForLead(
  deps: BookingDeskDependencies,
  actor: DeskSession,
  leadId: string,
  { startsAt }: { startsAt: string },
): Promise<LeadAppointmentAnswer> {
  const current = await findBookedCallOfLead(deps.pool, leadId);
  if (current) {
    const moved = await moveCall(deps, { bookingId: current.id, startsAt: new Date(startsAt), actor: actor.username });
    if (moved.outcome === 'taken') throw notPossible(taken);
    if (moved.outcome !== 'moved') throw notPossible('Der Termin hat sich inzwischen geändert. Bitte die Seite neu laden.');
    await deps.mails.announceOrLog(moved.booking, 'moved', moved.previous);
  } else {
    const booked = await bookCall(deps, { leadId, startsAt: new Date(startsAt), actor: actor.username });
    if (booked.outcome === 'no-lead') throw notFound('Diesen Lead gibt es nicht (mehr).');
    if (booked.outcome === 'no-advisers')
      throw notPossible('Niemand führt gerade Strategiegespräche: Ein Admin kann es unter „Termine“ einschalten.');
    if (booked.outcome === 'taken') throw notPossible(taken);
    if (booked.outcome === 'booked') await deps.mails.announceOrLog(booked.booking, 'booked');
  }
  deps.logger.child({ leadId }).info({ actor: actor.username }, 'strategy call set from the desk');
  return readLeadAppointment(deps, leadId);
}

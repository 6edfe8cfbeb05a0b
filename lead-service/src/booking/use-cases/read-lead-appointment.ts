/** The strategy call of one lead in the desk: the booked call, the earlier ones, and the free slots to book or move to. */
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { notFound } from '../../platform/errors/refusals.ts';
import { earliestCallOf, findBookingLead } from '../book-call.ts';
import { callsOfLead, findBookedCallOfLead } from '../bookings.ts';
import { clockLabel, dayLabel } from '../call-time.ts';
import { freeSlots } from '../free-slots.ts';
import { nowOf, type BookingDeskDependencies } from './booking-desk-dependencies.ts';
import { toAppointment } from './to-appointment.ts';

/** The slots the desk offers for a lead: enough for two weeks of choices, bounded. */
const deskSlotLimit = 120;

export async function readLeadAppointment(
  deps: Pick<BookingDeskDependencies, 'pool' | 'kind' | 'settings' | 'now'>,
  leadId: string,
): Promise<LeadAppointmentAnswer> {
  const { pool, kind, settings } = deps;
  const lead = await findBookingLead(pool, kind, leadId);
  if (!lead) throw notFound('Diesen Lead gibt es nicht (mehr).');
  const at = nowOf(deps);
  const current = await findBookedCallOfLead(pool, leadId);
  const history = await callsOfLead(pool, leadId);
  const { advisers, slots } = await freeSlots(pool, settings, at, earliestCallOf(kind, lead));
  return {
    current: current ? toAppointment(current, at) : null,
    history: history.map((call) => toAppointment(call, at)),
    slots: slots
      .filter((slot) => slot.startsAt.getTime() !== current?.startsAt.getTime())
      .slice(0, deskSlotLimit)
      .map((slot) => ({ startsAt: slot.startsAt.toISOString(), day: dayLabel(slot.startsAt), time: clockLabel(slot.startsAt) })),
    noAdvisers: advisers.length === 0,
  };
}

/** A booked call as the desk's contract shows it. */
import type { Appointment } from '@sichtwerk/forms/desk/appointments-contract';
import type { Booking } from '../bookings.ts';
import { hasStarted } from '../call-outcome-rule.ts';
import { clockLabel, dayLabel } from '../call-time.ts';

export function toAppointment(booking: Booking, now: Date): Appointment {
  return {
    id: booking.id,
    leadId: booking.leadId,
    leadName: booking.name,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    // "Di., 1. Dezember · 10:00": the desk's Termine splits day and time at the dot.
    label: `${dayLabel(booking.startsAt)} · ${clockLabel(booking.startsAt)}`,
    adviserId: booking.adviserId,
    adviserName: booking.adviserName,
    status: booking.status,
    phone: booking.phone,
    email: booking.email,
    bookedBy: booking.bookedBy,
    started: hasStarted(booking, now),
  };
}

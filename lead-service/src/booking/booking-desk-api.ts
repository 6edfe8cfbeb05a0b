/**
 * The strategy calls in the sales desk, under /vertrieb/api (@sichtwerk/forms/desk/appointments-contract), each
 * endpoint bound to its use case in use-cases/: the "Termine" view, the call of one lead with the free slots,
 * booking or moving it for the lead, cancelling it, recording how it went, and the admin's switch
 * "führt Strategiegespräche". Mounted beside the kinds' own desk routes.
 */
import { appointmentEndpoints } from '@sichtwerk/forms/desk/appointments-contract';
import type { Router } from 'express';
import { endpointRoutes } from '../platform/http/endpoint-routes.ts';
import { deskGuards, sessionOf } from '../platform/staff/desk-session.ts';
import { bookForLead } from './use-cases/book-for-lead.ts';
import type { BookingDeskDependencies } from './use-cases/booking-desk-dependencies.ts';
import { cancelAppointment } from './use-cases/cancel-appointment.ts';
import { listAdvisers } from './use-cases/list-advisers.ts';
import { listAppointments } from './use-cases/list-appointments.ts';
import { readLeadAppointment } from './use-cases/read-lead-appointment.ts';
import { recordAppointmentOutcome } from './use-cases/record-appointment-outcome.ts';
import { toggleAdviser } from './use-cases/toggle-adviser.ts';

export type { BookingDeskDependencies };

export function bookingDeskApi(deps: BookingDeskDependencies): Router {
  return endpointRoutes(
    appointmentEndpoints,
    {
      appointments: ({ query }, { res }) => listAppointments(deps, sessionOf(res), query),
      leadAppointment: ({ params }) => readLeadAppointment(deps, params.id),
      bookForLead: ({ params, body }, { res }) => bookForLead(deps, sessionOf(res), params.id, body),
      cancel: ({ params }, { res }) => cancelAppointment(deps, sessionOf(res), params.id),
      recordOutcome: ({ params, body }, { res }) => recordAppointmentOutcome(deps, sessionOf(res), params.id, body),
      advisers: () => listAdvisers(deps),
      toggleAdviser: ({ params, body }) => toggleAdviser(deps, params.username, body),
    },
    { access: deskGuards(deps.pool, deps.sessionTimes), json: { limit: '4kb' } },
  );
}

/**
 * The desk's strategy calls ("Termine"): the booking's endpoints under /vertrieb/api, what they answer and
 * accept, as the service adapts them (lead-service/src/booking/booking-desk-api.ts) and the desk's Termine view
 * and the lead's call panel call them. Shared by the desk bundle and the service, so neither can drift:
 * zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { endpointTable, json } from '../define-endpoint.ts';
import { deskApiBase } from './desk-contract.ts';

export const appointmentStatuses = ['booked', 'held', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Readonly<Record<AppointmentStatus, string>> = Object.freeze({
  booked: 'gebucht',
  held: 'Analyse vorgestellt',
  no_show: 'nicht erschienen',
  cancelled: 'abgesagt',
});

export const appointmentSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  leadName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** "Di, 1. Dezember · 10:00", Berlin time, as the visitor read it. */
  label: z.string(),
  adviserId: z.string(),
  adviserName: z.string(),
  status: z.enum(appointmentStatuses),
  phone: z.nullable(z.string()),
  email: z.string(),
  /** The staff member who booked it; null: the visitor. */
  bookedBy: z.nullable(z.string()),
  /** Whether it has started: only then "Analyse vorgestellt" and "nicht erschienen" apply. */
  started: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** The next days as far as calls can be booked (BOOKING_HORIZON_DAYS), today, or one Monday-to-Sunday week. */
export const appointmentRanges = ['next', 'today', 'week'] as const;
export type AppointmentRange = (typeof appointmentRanges)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const appointmentsAnswerSchema = z.object({
  range: z.enum(appointmentRanges),
  /** What the list covers, in words: „nächste 14 Tage“, „heute“, „30.11.–6.12.2026“. */
  period: z.string(),
  /** The week shown (range week): its Monday, and the Mondays before and after it, as YYYY-MM-DD. */
  week: z.nullable(z.object({ monday: z.string(), previous: z.string(), next: z.string() })),
  /** An admin may look at every adviser's calls; everyone else sees their own. */
  canSeeAll: z.boolean(),
  /** The adviser shown; null: all (admins only). */
  adviserId: z.nullable(z.string()),
  advisers: z.array(z.object({ id: z.string(), name: z.string() })),
  calls: z.array(appointmentSchema),
});
export type AppointmentsAnswer = z.infer<typeof appointmentsAnswerSchema>;

export const freeSlotSchema = z.object({ startsAt: z.string(), day: z.string(), time: z.string() });

export const leadAppointmentAnswerSchema = z.object({
  current: z.nullable(appointmentSchema),
  history: z.array(appointmentSchema),
  /** The free slots staff may book or move the call to. */
  slots: z.array(freeSlotSchema),
  noAdvisers: z.boolean(),
});
export type LeadAppointmentAnswer = z.infer<typeof leadAppointmentAnswerSchema>;

/** A slot's start as the slot list gives it: an instant in UTC, to the millisecond at most. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
export const bookForLeadBodySchema = z.object({ startsAt: z.string().check(z.maxLength(40), z.regex(isoInstant)) });
export const appointmentOutcomeBodySchema = z.object({ outcome: z.enum(['held', 'no_show']) });

export const adviserSchema = z.object({
  username: z.string(),
  name: z.string(),
  /** Whether a display name is set: without one visitors read the login name as their adviser's. */
  named: z.boolean(),
  holdsCalls: z.boolean(),
  email: z.nullable(z.string()),
});
export const advisersAnswerSchema = z.object({ advisers: z.array(adviserSchema) });
export type AdvisersAnswer = z.infer<typeof advisersAnswerSchema>;
export const adviserToggleBodySchema = z.object({ holdsCalls: z.boolean() });

const lowercaseUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An id of a call or lead in the path: anything but a lowercase UUID names no call (404, not 400). */
const idParams = z.object({ id: z.string().check(z.regex(lowercaseUuid)) });
const noCall = 'Diesen Termin gibt es nicht (mehr).';

/**
 * The next days, today, or the week of `woche` (any day of it, YYYY-MM-DD; absent: this week); one adviser's
 * calls (admins) — anything else reads as the next days, of one's own.
 */
export const appointmentsQuerySchema = z.object({
  range: z.catch(z.enum(appointmentRanges), 'next'),
  woche: z.catch(z.nullable(z.string().check(z.regex(isoDay))), null),
  berater: z.catch(z.nullable(z.string().check(z.regex(lowercaseUuid))), null),
});

export const appointmentEndpoints = endpointTable(deskApiBase, {
  appointments: { method: 'GET', path: '/termine', access: 'staff', query: appointmentsQuerySchema, answer: json<AppointmentsAnswer>() },
  leadAppointment: {
    method: 'GET',
    path: '/leads/:id/termin',
    access: 'staff',
    params: idParams,
    notFound: noCall,
    answer: json<LeadAppointmentAnswer>(),
  },
  bookForLead: {
    method: 'POST',
    path: '/leads/:id/termin',
    access: 'staff',
    params: idParams,
    notFound: noCall,
    body: bookForLeadBodySchema,
    invalid: 'Bitte einen der freien Termine wählen.',
    answer: json<LeadAppointmentAnswer>(),
  },
  cancel: {
    method: 'POST',
    path: '/termine/:id/absagen',
    access: 'staff',
    params: idParams,
    notFound: noCall,
    answer: json<LeadAppointmentAnswer>(),
  },
  recordOutcome: {
    method: 'POST',
    path: '/termine/:id/ergebnis',
    access: 'staff',
    params: idParams,
    notFound: noCall,
    body: appointmentOutcomeBodySchema,
    invalid: 'Bitte „Analyse vorgestellt“ oder „nicht erschienen“ wählen.',
    answer: json<LeadAppointmentAnswer>(),
  },
  advisers: { method: 'GET', path: '/berater', access: 'admin', answer: json<AdvisersAnswer>() },
  toggleAdviser: {
    method: 'POST',
    path: '/berater/:username',
    access: 'admin',
    params: z.object({
      username: z.pipe(
        z.string(),
        z.transform((name) => name.slice(0, 64)),
      ),
    }),
    body: adviserToggleBodySchema,
    invalid: 'Bitte an oder aus wählen.',
    answer: json<{ holdsCalls: boolean }>(),
  },
});

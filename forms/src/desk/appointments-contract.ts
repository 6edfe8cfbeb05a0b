/**
 * The desk's strategy calls ("Termine"): what the lead service's booking API answers and accepts
 * (lead-service/src/booking/booking-desk-api.ts) and what the desk's Termine view and the lead's call panel
 * read. Shared by the desk bundle and the service, so neither can drift: zod/mini only.
 */
import * as z from 'zod/mini';

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

export const appointmentRanges = ['today', 'week'] as const;
export type AppointmentRange = (typeof appointmentRanges)[number];

export const appointmentsAnswerSchema = z.object({
  range: z.enum(appointmentRanges),
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

export const bookForLeadBodySchema = z.object({ startsAt: z.string().check(z.maxLength(40)) });
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

/**
 * The call as an iCalendar object (RFC 5545, iTIP RFC 5546), made by ical-generator: METHOD:REQUEST for a
 * booked or moved call, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one — a REQUEST carrying
 * STATUS:CANCELLED leaves the event in many calendars. The UID is the booking's for its whole life and
 * SEQUENCE its change count, so a client replaces or removes the event it already has. Times are UTC
 * (DTSTART:…Z), which every client shows in its own zone; no VTIMEZONE is needed then.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { brand } from '@sichtwerk/content/company';
import { addressOf } from '../mail/mail-formatting.ts';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarCall {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  /** The sender (MAIL_FROM): the organizer a reply goes to. */
  organizer: string;
  attendees: readonly { name: string; email: string }[];
  stamp: Date;
}

export function calendarFile(method: CalendarMethod, call: CalendarCall): string {
  const calendar = ical({
    prodId: { company: brand.name, product: 'Strategiegespraech', language: 'DE' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: call.uid,
    sequence: call.sequence,
    stamp: call.stamp,
    start: call.startsAt,
    end: call.endsAt,
    summary: call.summary,
    description: call.description,
    location: call.location,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: brand.name, email: addressOf(call.organizer) },
    attendees: call.attendees.map((attendee) => ({
      name: attendee.name,
      email: addressOf(attendee.email),
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: false,
    })),
  });
  return calendar.toString();
}

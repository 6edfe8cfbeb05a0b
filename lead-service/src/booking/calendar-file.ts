/**
 * The call as an iCalendar object (RFC 5545, iTIP RFC 5546), written by ical.js: METHOD:REQUEST for a booked or
 * moved call, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one — a REQUEST carrying STATUS:CANCELLED
 * leaves the event in many calendars. The UID is the booking's for its whole life and SEQUENCE its change count,
 * so a client replaces or removes the event it already has. Times are UTC (DTSTART:…Z), which every client shows
 * in its own zone; no VTIMEZONE is needed then.
 *
 * Names and texts come from visitors. ical.js escapes a TEXT value (`\;`, `\,`, `\n`), quotes a parameter that
 * holds `;`, `:` or `,` and writes a `"` in it as RFC 6868's `^'`, and folds lines by UTF-8 octets, so a company
 * named `Evil";RSVP=TRUE;CN=Chef:mailto:attacker@…` stays a name (ical-generator 10 wrote `\"`, which ends the
 * quoted CN for every reader: https://github.com/sebbo2002/ical-generator/issues/753; its fix needs Node 22).
 * Line breaks and other control characters are not the library's business: a value that must be one line
 * gets spaces for them, a description keeps its line breaks as `\n`, and any other control character is shown
 * as text (`\x1B`), so none can end a content line or be unfolded into another.
 */
import { brand } from '@sichtwerk/content/company';
import { escapeControlCharacters } from '@sichtwerk/forms/text-rules';
import ICAL from 'ical.js';
import { addressOf } from '../platform/mail/mail-formatting.ts';

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

const productId = `-//${brand.name}//Strategiegespraech//DE`;

// ical.js folds after 75 octets of text and puts the continuation's space before the next 75 (76 octets a line);
// 74 keeps every line within the 75 octets RFC 5545 § 3.1 asks for. Only this module writes calendars.
ICAL.foldLength = 74;

/** A value that must stay on one line (a name, an address, a summary). */
const oneLine = (text: string) => escapeControlCharacters(text.replace(/[\r\n]+/g, ' ')).trim();
/** A value whose line breaks the library writes as `\n`. */
const lines = (text: string) => escapeControlCharacters(text.replace(/\r\n?/g, '\n'), true);

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

function person(kind: 'organizer' | 'attendee', name: string, email: string): ICAL.Property {
  const property = new ICAL.Property(kind);
  property.setParameter('cn', oneLine(name));
  if (kind === 'attendee') {
    property.setParameter('role', 'REQ-PARTICIPANT');
    property.setParameter('partstat', 'NEEDS-ACTION');
    property.setParameter('rsvp', 'FALSE');
  }
  property.setValue(`mailto:${oneLine(addressOf(email))}`);
  return property;
}

export function calendarFile(method: CalendarMethod, call: CalendarCall): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', productId);
  calendar.addPropertyWithValue('method', method);
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', oneLine(call.uid));
  event.addPropertyWithValue('sequence', call.sequence);
  event.addPropertyWithValue('dtstamp', utc(call.stamp));
  event.addPropertyWithValue('dtstart', utc(call.startsAt));
  event.addPropertyWithValue('dtend', utc(call.endsAt));
  event.addPropertyWithValue('summary', oneLine(call.summary));
  event.addPropertyWithValue('location', oneLine(call.location));
  event.addPropertyWithValue('description', lines(call.description));
  event.addProperty(person('organizer', brand.name, call.organizer));
  for (const attendee of call.attendees) event.addProperty(person('attendee', attendee.name, attendee.email));
  event.addPropertyWithValue('status', method === 'REQUEST' ? 'CONFIRMED' : 'CANCELLED');
  calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}

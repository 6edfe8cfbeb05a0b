import ICAL from 'ical.js';
import type { ReceivedMail } from './smtp-sink.ts';

export interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
}

/** The iCalendar text a mail carries, as its calendar part holds it. */
export function calendarTextOf(mail: ReceivedMail): string {
  const attachment = mail.parsed.attachments.find((part) => part.mimeType === 'text/calendar');
  if (!attachment) throw new Error(`no calendar in "${mail.parsed.subject}"`);
  return typeof attachment.content === 'string' ? attachment.content : new TextDecoder().decode(attachment.content);
}

/** The calendar part of a mail, read like a calendar client: the MIME part's method and the iCalendar object (ical.js). */
export function invitationOf(mail: ReceivedMail): Invitation & { partMethod: string | undefined } {
  const partMethod = /Content-Type: text\/calendar;[^\r\n]*method=([A-Z]+)/i.exec(mail.raw)?.[1];
  const text = calendarTextOf(mail);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return {
    partMethod,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(event.component.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
  };
}

/** Whether the mail carries a calendar file. */
export const hasCalendar = (mail: ReceivedMail) => mail.parsed.attachments.some((part) => part.mimeType === 'text/calendar');

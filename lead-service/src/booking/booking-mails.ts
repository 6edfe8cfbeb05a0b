/**
 * The booking's mails: the invitation (booked or moved) and the cancellation to the visitor and to the
 * adviser, each with its calendar file, and the visitor's reminder the day before. They state the same facts
 * as the analysis mails: the result comes by e-mail, the 30-minute call presents it in person.
 */
import { analysisPromise } from '@sichtwerk/content/analysis-promise';
import { brand } from '@sichtwerk/content/company';
import { markHiddenCharacters } from '@sichtwerk/forms/text-rules';
import { deskLeadUrl } from '../kind-kit/desk-link.ts';
import { greeting } from '../platform/mail/greeting.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import { outgoingMail } from '../platform/mail/outgoing-mail.ts';
import {
  emailField,
  fields,
  paragraph,
  phoneField,
  renderMail,
  signOff,
  type Block,
  type Field,
  type MailLayout,
} from '../platform/mail/mail-layout.ts';
import type { MailMessage } from '../platform/mail/mail-message.ts';
import type { BookingSettings } from './booking-settings.ts';
import type { Booking } from './bookings.ts';
import { calendarFile, type CalendarMethod } from './calendar-file.ts';
import { callDayFrom, callLabel, clockLabel, slotLabel } from './call-time.ts';

export const bookingMailNames = ['invitation', 'cancellation', 'reminder'] as const;
export type BookingMailName = (typeof bookingMailNames)[number];
export type BookingAudience = 'visitor' | 'adviser';

export interface BookingMailContext {
  settings: MailSettings;
  booking: BookingSettings;
}

const minutesOf = (booking: Booking) => Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);

/** Where the call happens, as the invitation says it to the visitor or to the adviser who calls. */
export function callLocation(booking: Booking, settings: BookingSettings, audience: BookingAudience = 'visitor'): string {
  if (settings.callLocation) return settings.callLocation;
  if (audience === 'adviser')
    return booking.phone
      ? `Du rufst ${markHiddenCharacters(booking.name)} unter ${booking.phone} an`
      : `Du schickst ${markHiddenCharacters(booking.name)} die Einwahl per E-Mail`;
  return booking.phone
    ? `Anruf von ${booking.adviserName} unter ${booking.phone}`
    : `${booking.adviserName} meldet sich per E-Mail mit der Einwahl`;
}

function callFields(booking: Booking, settings: BookingSettings): Field[] {
  return [
    ['Termin', callLabel(booking.startsAt, booking.endsAt)],
    ['Dein Gespräch führt', `${booking.adviserName}, ${brand.name}`],
    ['Wo', callLocation(booking, settings)],
  ];
}

/** Whether the queue schedules the reminder for this call (booking-mail-queue.ts: none for a call booked later than its time). */
const remindedBefore = (booking: Booking, context: BookingMailContext) =>
  booking.startsAt.getTime() - context.booking.reminderBeforeHours * 3_600_000 > Date.now();

/** After a cancellation: the lead's booking page, where the visitor picks a new call themselves. */
function rebook(booking: Booking, context: BookingMailContext): Block[] {
  const url = context.settings.bookingUrl?.(booking.leadId);
  if (!url) return [paragraph('Möchtest du einen neuen Termin? Antworte einfach auf diese E-Mail, dann melden wir uns bei dir.')];
  return [paragraph('Möchtest du doch sprechen? Einen neuen Termin wählst du hier selbst:'), fields([['Neuen Termin wählen', url, url]])];
}

function visitorLayout(mail: BookingMailName, booking: Booking, context: BookingMailContext, manageLink: string | undefined): MailLayout {
  const minutes = minutesOf(booking);
  const change: Block[] = manageLink
    ? [
        paragraph(
          `Passt der Termin doch nicht? ${analysisPromise.callTiming} Bis ${context.booking.changeUntilHours}\u00a0Stunden vorher kannst du ihn selbst absagen oder einen anderen wählen:`,
        ),
        fields([['Termin ändern', manageLink, manageLink]]),
      ]
    : [];
  if (mail === 'cancellation') {
    return {
      subject: `Abgesagt: dein Strategiegespräch am ${slotLabel(booking.startsAt)}`,
      blocks: [
        greeting(booking.name),
        paragraph(
          `dein Strategiegespräch am ${callLabel(booking.startsAt, booking.endsAt)} ist abgesagt. Die angehängte Absage nimmt den Termin aus deinem Kalender.`,
        ),
        ...rebook(booking, context),
        signOff(),
      ],
      footnote: 'Du erhältst diese E-Mail, weil für dich ein Strategiegespräch bei uns gebucht war.',
    };
  }
  if (mail === 'reminder') {
    const day = callDayFrom(booking.startsAt, new Date());
    return {
      subject: `${day}: dein Strategiegespräch um ${clockLabel(booking.startsAt)} Uhr`,
      blocks: [
        greeting(booking.name),
        paragraph(
          `kurze Erinnerung: ${day} stellt dir ${booking.adviserName} in einem ${minutes}-minütigen Gespräch das Ergebnis deiner kostenlosen Analyse vor und beantwortet deine Fragen.`,
        ),
        fields(callFields(booking, context.booking), 'Dein Termin:'),
        ...change,
        signOff(),
      ],
      footnote: 'Du erhältst diese E-Mail, weil du ein Strategiegespräch bei uns gebucht hast. Wir erinnern dich nur einmal.',
    };
  }
  const moved = booking.sequence > 0;
  return {
    subject: moved
      ? `Neuer Termin: dein Strategiegespräch am ${slotLabel(booking.startsAt)}`
      : `Gebucht: dein Strategiegespräch am ${slotLabel(booking.startsAt)}`,
    blocks: [
      greeting(booking.name),
      paragraph(
        moved
          ? `dein Strategiegespräch ist verschoben. Die angehängte Einladung ersetzt den alten Termin in deinem Kalender.`
          : `dein ${minutes}-minütiges Strategiegespräch ist gebucht. Darin stellt dir ${booking.adviserName} das Ergebnis deiner kostenlosen Analyse persönlich vor und beantwortet deine Fragen.`,
      ),
      fields(callFields(booking, context.booking), 'Dein Termin:'),
      paragraph(
        `Die Einladung hängt an dieser E-Mail: Öffne sie, um den Termin in deinen Kalender zu übernehmen.${remindedBefore(booking, context) ? ' Am Tag vorher erinnern wir dich noch einmal.' : ''}`,
      ),
      ...change,
      paragraph('Fragen? Antworte einfach auf diese E-Mail.'),
      signOff(),
    ],
    footnote: booking.bookedBy
      ? 'Du erhältst diese E-Mail, weil wir mit dir ein Strategiegespräch vereinbart haben.'
      : 'Du erhältst diese E-Mail, weil du auf unserer Website ein Strategiegespräch gebucht hast.',
  };
}

function adviserLayout(mail: BookingMailName, booking: Booking, context: BookingMailContext, handedOver: boolean): MailLayout {
  // A call moved to this adviser from a colleague is new to them, not "verschoben".
  const what = mail === 'cancellation' ? 'Abgesagt' : handedOver ? 'Neu für dich' : booking.sequence > 0 ? 'Verschoben' : 'Gebucht';
  return {
    subject: `${what}: Strategiegespräch am ${slotLabel(booking.startsAt)} – ${booking.name}`,
    blocks: [
      paragraph(
        mail === 'cancellation'
          ? 'Dieses Strategiegespräch ist abgesagt; die angehängte Absage nimmt es aus deinem Kalender.'
          : handedOver
            ? 'Dieses Strategiegespräch wurde verschoben und liegt jetzt bei dir; die Einladung hängt an.'
            : `Ein Strategiegespräch für dich${booking.bookedBy ? ` (eingetragen von ${booking.bookedBy})` : ''}; die Einladung hängt an.`,
      ),
      fields([
        ['Termin', callLabel(booking.startsAt, booking.endsAt)],
        ['Firma / Name', booking.name],
        emailField(booking.email),
        phoneField(booking.phone),
        ['Wo', callLocation(booking, context.booking, 'adviser')],
        ['Im Vertrieb', deskLeadUrl(context.settings, booking.leadId), deskLeadUrl(context.settings, booking.leadId)],
      ]),
    ],
  };
}

/**
 * The team's „Analyse fehlt“: the call presents the analysis, and it is still unsent shortly before the call
 * (BOOKING_ESCALATE_BEFORE_HOURS). It goes to the sales address, where someone can write it or move the call.
 */
export function escalationMessage(booking: Booking, context: BookingMailContext): MailMessage {
  const { settings } = context;
  const name = markHiddenCharacters(booking.name);
  const content = renderMail({
    subject: `Analyse fehlt: Strategiegespräch am ${slotLabel(booking.startsAt)} – ${name}`,
    blocks: [
      paragraph(
        `Am ${callLabel(booking.startsAt, booking.endsAt)} stellt ${booking.adviserName} das Ergebnis der kostenlosen Analyse vor – sie ist noch nicht verschickt. ` +
          'Bitte sende sie vorher oder verschiebe den Termin mit dem Kunden.',
      ),
      fields([
        ['Termin', callLabel(booking.startsAt, booking.endsAt)],
        ['Firma / Name', name],
        ['Berater:in', booking.adviserName],
        ['Im Vertrieb', deskLeadUrl(settings, booking.leadId), deskLeadUrl(settings, booking.leadId)],
      ]),
    ],
    internal: true,
  });
  // The metric's kind label stays one value; the Message-ID keeps the sequence, so a moved call's escalation is its own mail.
  const kind = 'escalation-team';
  return outgoingMail({
    kind,
    reference: bookingReference(booking),
    mailFrom: settings.mailFrom,
    to: settings.salesEmail,
    audience: 'team',
    replyTo: settings.salesEmail,
    content,
    distinct: [booking.id, String(booking.sequence)],
  });
}

/** The mail's reference (Message-ID, outbox file): it ends in the lead's id, so an erasure finds its files. */
export const bookingReference = (booking: Booking) => `call-${booking.leadId}`;

export function bookingMessage(
  mail: BookingMailName,
  audience: BookingAudience,
  booking: Booking,
  context: BookingMailContext,
  manageLink?: string,
  /** The adviser's invitation of a move that gave them the call (table booking_handovers). */
  handedOver = false,
): MailMessage {
  const { settings } = context;
  const layout =
    audience === 'visitor' ? visitorLayout(mail, booking, context, manageLink) : adviserLayout(mail, booking, context, handedOver);
  const content = renderMail({ ...layout, internal: audience !== 'visitor' });
  const method: CalendarMethod | undefined = mail === 'invitation' ? 'REQUEST' : mail === 'cancellation' ? 'CANCEL' : undefined;
  const to = audience === 'visitor' ? booking.email : (booking.adviserEmail ?? settings.salesEmail);
  const kind = `${mail}-${audience}`;
  // The adviser's calendar shows the visitor's name as the desk does, a bidi override or zero-width space marked.
  const shown = audience === 'visitor' ? (text: string) => text : (text: string) => markHiddenCharacters(text);
  return {
    ...outgoingMail({
      kind,
      reference: bookingReference(booking),
      mailFrom: settings.mailFrom,
      to,
      audience: audience === 'visitor' ? 'visitor' : 'team',
      replyTo: audience === 'visitor' ? (booking.adviserEmail ?? settings.salesEmail) : booking.email,
      content,
      // A lead may book again after a cancellation: the booking's id and sequence make each invitation its own mail.
      distinct: [booking.id, String(booking.sequence), to],
    }),
    ...(method
      ? {
          calendar: {
            method,
            content: calendarFile(method, {
              uid: booking.uid,
              sequence: booking.sequence,
              startsAt: booking.startsAt,
              endsAt: booking.endsAt,
              summary: audience === 'visitor' ? `Strategiegespräch mit ${brand.name}` : `Strategiegespräch: ${shown(booking.name)}`,
              description:
                audience === 'visitor'
                  ? `${booking.adviserName} stellt dir das Ergebnis deiner kostenlosen Analyse vor.${manageLink ? ` Termin ändern: ${manageLink}` : ''}`
                  : shown(
                      `${booking.name}, ${booking.email}${booking.phone ? `, ${booking.phone}` : ''}. ${deskLeadUrl(settings, booking.leadId)}`,
                    ),
              location: shown(callLocation(booking, context.booking, audience)),
              organizer: settings.mailFrom,
              attendees: [
                { name: shown(booking.name), email: booking.email },
                { name: booking.adviserName, email: booking.adviserEmail ?? settings.salesEmail },
              ],
              stamp: new Date(),
            }),
          },
        }
      : {}),
  };
}

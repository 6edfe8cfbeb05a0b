/**
 * The visitor's booking pages, declared once (@sichtwerk/forms/define-endpoint): `/termin` shows the free slots
 * of the lead its link names and books one, or shows its booked call; `/termin/absagen` and `/termin/verschieben`
 * ask once before their posts cancel or move it. Each is a plain HTML form answered with a page or a 303, so they
 * work without script. The link's credential sits in the query of every one of them (the booking link's lead and
 * signature, or one call mail's token), checked by the use cases; a choice that does not parse is refused with
 * „Bitte prüfe deine Auswahl“ before anything is read or counted. booking-routes.ts adapts Express from this table,
 * app/service-paths.ts reads the paths off it.
 */
import { endpointTable, page } from '@sichtwerk/forms/define-endpoint';
import * as z from 'zod/mini';
import { bookingPath } from './booking-links.ts';

/** A query value a link may lack or carry twice: anything but one string is no credential (the invalid link's 404). */
const oneValue = z.catch(z.optional(z.string()), undefined);

export const credentialQuery = z.object({ t: oneValue, vorgang: oneValue, s: oneValue });
export type CredentialQuery = z.output<typeof credentialQuery>;

/** A slot's start as the slot list gives it: an instant in UTC, to the millisecond at most. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
export const chooseSlot = 'Bitte wähle einen Termin aus der Liste.';
const slot = z.pipe(
  z.string(chooseSlot).check(
    z.regex(isoInstant, chooseSlot),
    z.refine((value) => !Number.isNaN(Date.parse(value)), chooseSlot),
  ),
  z.transform((value) => new Date(value)),
);

const enterPhone = 'Bitte gib die Telefonnummer an, unter der wir dich zum Termin anrufen.';
/** The phone the call goes to; absent keeps the lead's. */
const phone = z.optional(
  z
    .string(enterPhone)
    .check(
      z.trim(),
      z.minLength(1, enterPhone),
      z.regex(/^[+0-9 ()/.-]{3,40}$/, 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / . - enthalten (höchstens 40 Zeichen).'),
    ),
);

/** The button's key, bound to the call's SEQUENCE and the action; a missing or stale one shows the call as it is. */
const key = oneValue;

export const cancelPath = `${bookingPath}/absagen` as const;
export const movePath = `${bookingPath}/verschieben` as const;
const answer = page({ invalidTitle: 'Bitte prüfe deine Auswahl' });
const visitor = { access: 'public', query: credentialQuery, answer } as const;

export const bookingPageEndpoints = endpointTable('', {
  showBooking: { method: 'GET', path: bookingPath, ...visitor },
  // No slot at all is the visitor's forgotten choice: the use case shows the page again with chooseSlot.
  book: { method: 'POST', path: bookingPath, ...visitor, body: z.object({ slot: z.optional(slot), phone }) },
  showCancel: { method: 'GET', path: cancelPath, ...visitor },
  cancel: { method: 'POST', path: cancelPath, ...visitor, body: z.object({ key }) },
  showMove: { method: 'GET', path: movePath, ...visitor },
  move: { method: 'POST', path: movePath, ...visitor, body: z.object({ key, slot: z.optional(slot) }) },
});

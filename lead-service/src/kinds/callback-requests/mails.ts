/**
 * The callback request's one e-mail: the notification to sales. There is no visitor mail — the form asks for
 * no address, and a phone number is nothing to send a receipt to.
 */
import { count, holidayState, supportResponse } from '@sichtwerk/content/legal/contract-terms';
import { pages } from '@sichtwerk/content/routes';
import { callbackTimeWindows } from '@sichtwerk/forms/callback-request-schema';
import { fieldRows, fields, notificationMail, type MailLayout } from '../../platform/mail/mail-layout.ts';
import { formatBerlinTime } from '../../platform/shared/berlin-time.ts';
import { callbackRequestTable, type CallbackRequestLead } from './table.ts';

const callWithin = count(supportResponse.responseHours, 'Stunde', 'Stunden');

export function callbackRequestNotification(request: CallbackRequestLead): MailLayout {
  return notificationMail({
    subject: `Rückrufbitte: ${request.name}, ${callbackTimeWindows[request.timeWindow]}`,
    intro: `Neue Rückrufbitte über ${pages.rueckruf.path}:`,
    sections: [
      fields([
        ...fieldRows(callbackRequestTable.fields, request),
        ['Eingegangen am', formatBerlinTime(request.submittedAt)],
        ['Vorgangsnummer', request.reference],
      ]),
    ],
    replyHint: `Eine E-Mail-Adresse gibt es nicht: bitte anrufen. Versprochen ist ein Anruf an Arbeitstagen (Mo–Fr außer Feiertagen in ${holidayState.name}) innerhalb von ${callWithin}, nach Möglichkeit im gewünschten Zeitfenster. Im Vertrieb auf „angerufen“ oder „nicht erreicht“ setzen.`,
  });
}

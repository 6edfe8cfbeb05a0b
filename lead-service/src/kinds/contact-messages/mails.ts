/**
 * The contact form's two e-mails. The sender's receipt confirms that the message arrived and when we answer
 * (docs/decisions.md: the contact sender gets a receipt; the privacy policy promises an "Eingangsbestätigung").
 * It deliberately does not repeat the message: a form that mails arbitrary text to an arbitrary address is a
 * spam relay. The team's notification carries everything, with Reply-To set to the sender.
 */
import { brand } from '@sichtwerk/content/company';
import { count, holidayState, supportResponse } from '@sichtwerk/content/legal/contract-terms';
import { pages } from '@sichtwerk/content/routes';
import { formatBerlinTime } from '../../platform/shared/berlin-time.ts';
import { fieldRows, fields, notificationMail, paragraph, signOff, type MailLayout } from '../../platform/mail/mail-layout.ts';
import { greeting } from '../../platform/mail/greeting.ts';
import { contactMessageTable, type ContactMessageLead } from './table.ts';

const answerWithin = count(supportResponse.responseHours, 'Stunde', 'Stunden');

export function contactMessageReceipt(message: ContactMessageLead): MailLayout {
  return {
    subject: `Deine Nachricht an ${brand.name} ist angekommen`,
    blocks: [
      greeting(message.name),
      paragraph(
        `vielen Dank für deine Nachricht! Sie ist am ${formatBerlinTime(message.submittedAt)} bei uns eingegangen ` +
          `(Vorgangsnummer ${message.reference}).\n` +
          `Wir antworten dir an Arbeitstagen (Montag bis Freitag, außer an Feiertagen in ${holidayState.name}) innerhalb von ${answerWithin}.`,
      ),
      paragraph('Möchtest du noch etwas ergänzen? Antworte einfach auf diese E-Mail.'),
      signOff(),
    ],
    footnote:
      'Du erhältst diese E-Mail, weil über das Kontaktformular auf unserer Website eine Nachricht mit dieser E-Mail-Adresse abgeschickt wurde.',
  };
}

export function contactMessageNotification(message: ContactMessageLead): MailLayout {
  return notificationMail({
    subject: `Neue Kontaktanfrage: ${message.name}`,
    intro: `Neue Nachricht über das Kontaktformular (${pages.kontakt.path}):`,
    sections: [
      fields([
        ...fieldRows(contactMessageTable.fields, message),
        ['Eingegangen am', formatBerlinTime(message.submittedAt)],
        ['Vorgangsnummer', message.reference],
      ]),
    ],
    replyHint: `Mit „Antworten“ schreibst du direkt an ${message.name}. Versprochen ist eine Antwort an Arbeitstagen (Mo–Fr außer Feiertagen in ${holidayState.name}) innerhalb von ${answerWithin}.`,
  });
}

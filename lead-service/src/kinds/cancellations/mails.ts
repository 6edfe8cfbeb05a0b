/**
 * The cancellation's two e-mails. The customer gets the confirmation the page and AGB § 4 promise: when the
 * cancellation arrived (Berlin time, to the second — it is a legal declaration), whether a customer number
 * was given (only its end is shown, so the mail cannot carry a message to a typed address), and that the AGB
 * decide how the contract ends — no notice period of its own: the receipt is what the customer keeps as proof,
 * and the form page's term statement is not what the AGB say (§ 305c Abs. 2 BGB).
 * The back office gets everything, with Reply-To set to the customer.
 */
import { brand } from '@sichtwerk/content/company';
import { agb } from '@sichtwerk/content/legal/index';
import { agbDateDisplay } from '@sichtwerk/content/legal/contract-terms';
import { pages } from '@sichtwerk/content/routes';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { formatBerlinDate, formatBerlinTimeWithSeconds } from '../../platform/shared/berlin-time.ts';
import { fieldRows, fields, notificationMail, paragraph, signOff, type Field, type MailLayout } from '../../platform/mail/mail-layout.ts';
import { greeting } from '../../platform/mail/greeting.ts';
import { cancellationTable, type CancellationLead } from './table.ts';

/** The AGB section on term and cancellation; fails at start if the AGB lose it. */
const termSection = (() => {
  const section = agb.sections.find((candidate) => candidate.id === 'laufzeit-und-kuendigung');
  if (!section) throw new Error('AGB section "laufzeit-und-kuendigung" not found (content/src/legal/agb.ts)');
  return section;
})();

/** "§ 4 „Laufzeit und Kündigung“ unserer AGB (Stand 05.01.2025): https://…/agb#laufzeit-und-kuendigung" */
function agbReference(siteUrl: string): string {
  return `${termSection.heading.replace(/^(§\s*\d+)\s+(.+)$/, '$1 „$2“')} unserer AGB (Stand ${agbDateDisplay}): ${siteUrl}${pages.agb.path}#${termSection.id}`;
}

/** The last day of the retention period (retain_until is the first moment after it). */
function lastRetentionDay(cancellation: CancellationLead): string {
  if (!cancellation.retainUntil) return 'nicht aufzubewahren (als Spam zurückgehalten)';
  return formatBerlinDate(new Date(cancellation.retainUntil.getTime() - 1));
}

/**
 * The confirmation goes to an address nobody verified, so it repeats no free text. Not even a customer
 * number: "ANRUF-0900-…" fits any format a number may have. Its last four characters let the customer
 * recognise it and carry no message.
 */
function customerNumberLine(customerNumber: string | null): string {
  if (!customerNumber) return 'nicht angegeben';
  const end = customerNumber.replace(/[^A-Za-z0-9]/g, '').slice(-4);
  return end.length === 4 && end.length < customerNumber.length ? `angegeben, endet auf ${end} (gekürzt)` : 'angegeben';
}

export function cancellationConfirmation(cancellation: CancellationLead, settings: MailSettings): MailLayout {
  const receivedAt = formatBerlinTimeWithSeconds(cancellation.submittedAt);
  const details: Field[] = [
    ['Kundennummer', customerNumberLine(cancellation.customerNumber)],
    ['Eingegangen am', receivedAt],
    ['Vorgangsnummer', cancellation.reference],
  ];
  return {
    subject: `Eingangsbestätigung deiner Kündigung vom ${formatBerlinDate(cancellation.submittedAt)}`,
    blocks: [
      greeting(cancellation.company),
      paragraph(`hiermit bestätigen wir dir den Eingang deiner Kündigung. Sie ist am ${receivedAt} bei uns eingegangen.`),
      fields(details, 'Deine Kündigung:'),
      paragraph(
        `Zu welchem Datum dein Vertrag endet, richtet sich nach deinem Vertrag und ${agbReference(settings.siteUrl)}\n` +
          'Das Enddatum teilen wir dir nach Prüfung gesondert mit. Bitte bewahre diese E-Mail als Nachweis auf.',
      ),
      paragraph('Hast du diese Kündigung nicht selbst abgeschickt, oder hast du Fragen? Antworte einfach auf diese E-Mail.'),
      signOff(),
    ],
    footnote: `Du erhältst diese E-Mail, weil über das Kündigungsformular von ${brand.name} eine Kündigung mit dieser E-Mail-Adresse abgeschickt wurde.`,
  };
}

export function cancellationNotification(cancellation: CancellationLead): MailLayout {
  const customerNumber = cancellation.customerNumber ? ` (Kundennr. ${cancellation.customerNumber})` : '';
  return notificationMail({
    subject: `Neue Kündigung: ${cancellation.company}${customerNumber}`,
    intro:
      `Eine Kündigung ist über das Kündigungsformular (${pages.kuendigung.path}) eingegangen. ` +
      `Bitte den Vertrag zuordnen, das Vertragsende nach den AGB (${termSection.heading}) prüfen und dem Kunden mitteilen.`,
    sections: [
      fields([
        ...fieldRows(cancellationTable.fields, cancellation),
        ['Eingegangen am', formatBerlinTimeWithSeconds(cancellation.submittedAt)],
        ['Aufbewahren bis', `${lastRetentionDay(cancellation)} (§ 257 HGB, § 147 AO)`],
        ['Vorgangsnummer', cancellation.reference],
      ]),
    ],
    replyHint: 'Mit „Antworten“ schreibst du direkt an die kündigende Person.',
  });
}

/**
 * The analysis request's two e-mails. The visitor's confirmation: thanks, the one promise of the free analysis
 * (result by e-mail within 24–48 hours counted around the clock, then the 30-minute call; content/src/analysis-promise.ts),
 * the three next steps, in the informal "du" the site uses; it goes to an address nobody has verified, so it repeats
 * nothing the visitor typed beyond a plain name in the greeting (platform/mail/greeting.ts). The sales notification: every
 * field, the time in Berlin and the version of the notice under the form. The visitor's address stays out of the
 * Subject (inbox lists and forwarded previews show it).
 */
import { analysisPromise } from '@sichtwerk/content/analysis-promise';
import { brand } from '@sichtwerk/content/company';
import { pages } from '@sichtwerk/content/routes';
import { analysisOffer } from './analysis-offer.ts';
import { formatBerlinDate, formatBerlinTime } from '../../platform/shared/berlin-time.ts';
import {
  button,
  fieldRows,
  fields,
  list,
  notificationMail,
  paragraph,
  signOff,
  type Block,
  type Field,
  type MailLayout,
} from '../../platform/mail/mail-layout.ts';
import { greeting } from '../../platform/mail/greeting.ts';
import { websiteCheckBlocks } from './website-check/mail-section.ts';
import { analysisRequestTable, type AnalysisRequestLead } from './table.ts';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';

function nextSteps(): Array<{ title: string; text: string }> {
  return [
    {
      title: 'Wir analysieren deine Sichtbarkeit',
      text: `Google Maps und lokale SEO, deine direkte Konkurrenz im Umkreis von ${analysisOffer.competitorRadiusKm}\u00a0km, dein Unternehmensprofil, deine Website und deine Social-Media-Präsenz.`,
    },
    {
      title: 'Du bekommst dein Ergebnis per E-Mail',
      text: 'Wir schicken dir die Auswertung per E-Mail – kostenlos und unverbindlich.',
    },
    {
      title: `Wir stellen es dir in einem ${analysisOffer.strategyCallMinutes}-minütigen Strategiegespräch vor`,
      text: `${analysisPromise.callTiming} Wir gehen das Ergebnis gemeinsam durch und beantworten deine Fragen.`,
    },
  ];
}

/**
 * The sentence under the form is a notice of the contact, not consent (privacy policy): the team reads which
 * version of it the visitor saw, "Fassung vom 01.10.2025", not a bare "Einwilligung: 2025-10-01".
 */
function noticeVersion(version: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(version) ? `Fassung vom ${formatBerlinDate(new Date(`${version}T12:00:00Z`))}` : `Fassung ${version}`;
}

/** The link to book the strategy call (booking/), if the service knows how to make it. */
function bookingBlocks(lead: AnalysisRequestLead, settings: MailSettings | undefined): Block[] {
  const url = settings?.bookingUrl?.(lead.id);
  if (!url) return [];
  return [
    paragraph(`Deinen Termin für das ${analysisOffer.strategyCallMinutes}-minütige Strategiegespräch wählst du hier:`),
    // A button in the HTML part (the signed link is long); the plain-text part shows the whole address after the label.
    button('Termin wählen', url),
  ];
}

export function analysisRequestConfirmation(lead: AnalysisRequestLead, settings?: MailSettings): MailLayout {
  const details: Field[] = [
    ['Eingegangen am', formatBerlinTime(lead.submittedAt)],
    ['Vorgangsnummer', lead.reference],
  ];
  return {
    subject: 'Deine Anfrage zur kostenlosen Sichtbarkeitsanalyse ist eingegangen',
    blocks: [
      greeting(lead.company),
      paragraph(
        `vielen Dank für deine Anfrage zur kostenlosen Sichtbarkeitsanalyse bei ${brand.name}!\n` +
          `${analysisPromise.sentence} ${analysisPromise.counting}`,
      ),
      list(nextSteps(), { heading: 'So geht es weiter:', ordered: true }),
      ...bookingBlocks(lead, settings),
      fields(details, 'Deine Anfrage:'),
      paragraph('Fragen? Antworte einfach auf diese E-Mail.'),
      signOff(),
    ],
    footnote: 'Du erhältst diese E-Mail, weil du auf unserer Website eine kostenlose Analyse angefordert hast.',
  };
}

export function analysisRequestNotification(lead: AnalysisRequestLead): MailLayout {
  return notificationMail({
    subject: `Neue Analyse-Anfrage: ${lead.company}`,
    intro: `Neue Anfrage für eine kostenlose Sichtbarkeitsanalyse (${pages.kostenloseAnalyse.path}):`,
    sections: [
      fields([
        ...fieldRows(analysisRequestTable.fields, lead),
        ['Eingegangen am', formatBerlinTime(lead.submittedAt)],
        ['Hinweistext', `${noticeVersion(lead.consentVersion)}, gesehen am ${formatBerlinTime(lead.consentAt)}`],
        ['Vorgangsnummer', lead.reference],
      ]),
      ...(lead.websiteCheck ? websiteCheckBlocks(lead.websiteCheck) : []),
    ],
    replyHint: 'Mit „Antworten“ schreibst du direkt an die anfragende Person.',
  });
}

/**
 * The analysis request's two e-mails. The visitor's confirmation: thanks, the 24–48 hour promise (once, with what counts as a day), the three
 * next steps and the 30-minute strategy call, in the informal "du" the site uses; it goes to an address nobody
 * has verified, so it repeats nothing the visitor typed (only time of receipt and reference). The sales notification:
 * every field, the time in Berlin and the consent version. The visitor's address stays out of the Subject
 * (inbox lists and forwarded previews show it).
 */
import { brand } from '@sichtwerk/content/company';
import { pages } from '@sichtwerk/content/routes';
import { analysisOffer } from './analysis-offer.ts';
import { formatBerlinTime } from '../shared/berlin-time.ts';
import { fields, fieldRows, list, notificationMail, paragraph, signOff, type Field, type MailLayout } from '../mail/mail-layout.ts';
import { websiteCheckBlocks } from './website-check/mail-section.ts';
import { analysisRequestTable, type AnalysisRequestLead } from './table.ts';

function nextSteps(): Array<{ title: string; text: string }> {
  return [
    {
      title: 'Wir analysieren deine Sichtbarkeit',
      text: `Google Maps und lokale SEO, deine direkte Konkurrenz im Umkreis von ${analysisOffer.competitorRadiusKm} km, dein Unternehmensprofil, deine Website und deine Social-Media-Präsenz.`,
    },
    {
      title: 'Du erhältst dein Ergebnis per E-Mail',
      text: 'Wir schicken dir die Auswertung per E-Mail – kostenlos und unverbindlich.',
    },
    {
      title: `${analysisOffer.strategyCallMinutes}-minütiges Strategiegespräch`,
      text: `In einem persönlichen ${analysisOffer.strategyCallMinutes}-Minuten-Gespräch gehen wir die Ergebnisse mit dir durch und zeigen dir die wichtigsten nächsten Schritte.`,
    },
  ];
}

export function analysisRequestConfirmation(lead: AnalysisRequestLead): MailLayout {
  const details: Field[] = [
    ['Eingegangen am', formatBerlinTime(lead.submittedAt)],
    ['Vorgangsnummer', lead.id],
  ];
  return {
    subject: 'Deine Anfrage zur kostenlosen Sichtbarkeitsanalyse ist eingegangen',
    blocks: [
      paragraph('Hallo,'),
      paragraph(
        `vielen Dank für deine Anfrage zur kostenlosen Sichtbarkeitsanalyse bei ${brand.name}!\n` +
          `Du erhältst deine kostenlose Analyse innerhalb von ${analysisOffer.deliveryLabel} nach Eingang per E-Mail; die Stunden zählen durchgehend, auch am Wochenende und an Feiertagen.`,
      ),
      list(nextSteps(), { heading: 'So geht es weiter:', ordered: true }),
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
        ['Einwilligung', `${lead.consentVersion} (${formatBerlinTime(lead.consentAt)})`],
        ['Lead-ID', lead.id],
      ]),
      ...(lead.websiteCheck ? websiteCheckBlocks(lead.websiteCheck) : []),
    ],
    replyHint: 'Mit „Antworten“ schreibst du direkt an die anfragende Person.',
  });
}

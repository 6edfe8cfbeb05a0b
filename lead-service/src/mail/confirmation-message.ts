/**
 * The visitor's confirmation: thanks, the 24–48 hour promise, the three next steps and the 30-minute
 * strategy call, in the informal "du" the site uses.
 */
import { brand } from '@sichtwerk/content/company';
import { analysisOffer } from '../analysis-offer.ts';
import type { StoredContactSubmission } from '../contact-submissions/repository.ts';
import type { MailMessage } from './mail-message.ts';
import { escapeHtml, headerSafe, htmlDocument, legalFooterHtml, legalFooterText, messageIdFor } from './mail-formatting.ts';

export interface ConfirmationOptions {
  mailFrom: string;
  /** Where the visitor's reply goes. */
  replyTo: string;
}

function nextSteps(): Array<{ title: string; text: string }> {
  return [
    {
      title: 'Wir analysieren deine Sichtbarkeit',
      text: `Google Maps und lokales SEO, deine direkte Konkurrenz im Umkreis von ${analysisOffer.competitorRadiusKm} km, dein Unternehmensprofil, deine Website und deine Social-Media-Präsenz.`,
    },
    {
      title: `Du erhältst dein Ergebnis innerhalb von ${analysisOffer.deliveryLabel}`,
      text: 'Wir schicken dir die Auswertung persönlich per E-Mail – kostenlos und unverbindlich.',
    },
    {
      title: `${analysisOffer.strategyCallMinutes}-minütiges Strategiegespräch`,
      text: `In einem persönlichen ${analysisOffer.strategyCallMinutes}-Minuten-Gespräch gehen wir die Ergebnisse mit dir durch und zeigen dir die wichtigsten nächsten Schritte.`,
    },
  ];
}

function givenDetails(lead: StoredContactSubmission): Array<[string, string]> {
  return [
    ['Firma / Name', lead.company],
    ['Telefon', lead.phone],
    ['Website', lead.website ?? '–'],
    ['Branche', lead.industry ?? '–'],
  ];
}

export function buildConfirmationMessage(lead: StoredContactSubmission, options: ConfirmationOptions): MailMessage {
  const subject = `Deine kostenlose Sichtbarkeitsanalyse – Ergebnis innerhalb von ${analysisOffer.deliveryLabel}`;
  const steps = nextSteps();
  const details = givenDetails(lead);

  const text = [
    'Hallo,',
    '',
    `vielen Dank für deine Anfrage zur kostenlosen Sichtbarkeitsanalyse bei ${brand.name}!`,
    `Du erhältst deine kostenlose Analyse innerhalb von ${analysisOffer.deliveryLabel} per E-Mail.`,
    '',
    'So geht es weiter:',
    ...steps.map((step, index) => `${index + 1}. ${step.title}: ${step.text}`),
    '',
    'Deine Angaben:',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    'Fragen? Antworte einfach auf diese E-Mail.',
    '',
    'Viele Grüße',
    `Dein ${brand.name}-Team`,
    '',
    legalFooterText(),
    '',
    `Du erhältst diese E-Mail, weil du auf unserer Website eine kostenlose Analyse angefordert hast.`,
  ].join('\n');

  const html = htmlDocument(
    subject,
    [
      '<p>Hallo,</p>',
      `<p>vielen Dank für deine Anfrage zur kostenlosen Sichtbarkeitsanalyse bei ${escapeHtml(brand.name)}!<br>`,
      `Du erhältst deine kostenlose Analyse <strong>innerhalb von ${escapeHtml(analysisOffer.deliveryLabel)}</strong> per E-Mail.</p>`,
      '<p style="margin-bottom:4px"><strong>So geht es weiter:</strong></p>',
      '<ol style="margin-top:0;padding-left:20px">',
      ...steps.map((step) => `<li style="margin-bottom:8px"><strong>${escapeHtml(step.title)}</strong><br>${escapeHtml(step.text)}</li>`),
      '</ol>',
      '<p style="margin-bottom:4px"><strong>Deine Angaben:</strong></p>',
      '<table style="border-collapse:collapse;font-size:14px">',
      ...details.map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#57606a">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      '<p>Fragen? Antworte einfach auf diese E-Mail.</p>',
      `<p>Viele Grüße<br>Dein ${escapeHtml(brand.name)}-Team</p>`,
      legalFooterHtml(),
      '<p style="color:#57606a;font-size:12px">Du erhältst diese E-Mail, weil du auf unserer Website eine kostenlose Analyse angefordert hast.</p>',
    ].join('\n'),
  );

  return {
    kind: 'confirmation',
    leadId: lead.id,
    from: headerSafe(options.mailFrom),
    to: headerSafe(lead.email),
    replyTo: headerSafe(options.replyTo),
    subject: headerSafe(subject),
    text,
    html,
    messageId: messageIdFor(lead.id, 'confirmation', options.mailFrom),
  };
}

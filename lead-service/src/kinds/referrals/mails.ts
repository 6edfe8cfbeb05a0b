/**
 * The referral's two e-mails. The referrer's acknowledgement restates the reward conditions exactly as the
 * page shows them (content/src/referral-offer.ts, figures from claims.ts `referral`). The sales notification
 * carries both parties' data, with Reply-To set to the referrer.
 *
 * The recommended company gets no mail and its address appears in no header: it never asked to be
 * contacted. The privacy policy promises a personal call that names the referral as the reason, and a
 * pointer to the policy within a month; the notification reminds sales of exactly that.
 */
import { claimLabels, referral } from '@sichtwerk/content/claims';
import { brand } from '@sichtwerk/content/company';
import { referralTerms, referralTermsHeading } from '@sichtwerk/content/referral-offer';
import { pages } from '@sichtwerk/content/routes';
import { referralConsent } from '@sichtwerk/forms/referral-schema';
import { formatBerlinTime } from '../../platform/shared/berlin-time.ts';
import {
  fields,
  list,
  notificationMail,
  orDash,
  paragraph,
  signOff,
  type MailLayout,
  emailField,
  phoneField,
} from '../../platform/mail/mail-layout.ts';
import { greeting } from '../../platform/mail/greeting.ts';
import type { ReferralLead } from './table.ts';

const reward = claimLabels.referralReward;

export function referralAcknowledgement(lead: ReferralLead): MailLayout {
  return {
    subject: `Danke für deine Empfehlung – ${reward} Prämie, wenn daraus ein Vertrag wird`,
    blocks: [
      greeting(lead.referrerName),
      paragraph(
        `vielen Dank, dass du ${brand.name} weiterempfiehlst! Deine Empfehlung ist am ${formatBerlinTime(lead.submittedAt)} bei uns eingegangen ` +
          `(Vorgangsnummer ${lead.reference}).`,
      ),
      list(
        [
          'Wir prüfen, ob das empfohlene Unternehmen Neukunde bei uns ist.',
          'Wir rufen den Ansprechpartner des empfohlenen Unternehmens an und nennen dich als Quelle der Empfehlung.',
          `Wird das Unternehmen Kunde, bekommst du ${reward} gemäß den Teilnahmebedingungen unten. ` +
            'Deine Bankverbindung fragen wir erst ab, wenn die Prämie fällig wird.',
        ],
        { heading: 'So geht es weiter:', ordered: true },
      ),
      list(referralTerms, { heading: `${referralTermsHeading}:` }),
      paragraph('Fragen? Antworte einfach auf diese E-Mail.'),
      signOff(),
    ],
    footnote: 'Du erhältst diese E-Mail, weil über unser Empfehlungsformular mit dieser E-Mail-Adresse ein Unternehmen empfohlen wurde.',
  };
}

export function referralNotification(lead: ReferralLead): MailLayout {
  return notificationMail({
    subject: `Neue Empfehlung: ${lead.companyName} (von ${lead.referrerName})`,
    intro:
      `Neue Empfehlung über ${pages.empfehlung.path}. Das empfohlene Unternehmen hat selbst nichts angefragt und hat keine E-Mail von uns bekommen: ` +
      `Bitte prüfen, ob es Neukunde ist (kein früherer Kontakt, keine Anfrage), dann telefonisch melden, die Empfehlung als Anlass nennen ` +
      'und spätestens dabei – in jedem Fall innerhalb eines Monats – auf unsere Datenschutzerklärung hinweisen (Art. 14 DSGVO). ' +
      'Das Einverständnis deckt nur einen Anruf: eine E-Mail an das Unternehmen erst, wenn es am Telefon zugestimmt hat (§ 7 Abs. 2 Nr. 2 UWG).',
    sections: [
      fields([['Name', lead.referrerName], emailField(lead.referrerEmail)], 'Empfohlen von:'),
      fields(
        [
          ['Unternehmen', lead.companyName],
          ['Ansprechpartner', lead.contactPerson],
          emailField(lead.companyEmail),
          phoneField(lead.companyPhone),
          ['Begründung', orDash(lead.reason)],
          [
            'Einverständnis',
            // Referrals stored before the checkbox existed (migration 016) carry none.
            lead.companyConsent === referralConsent.value
              ? `von ${lead.referrerName} bestätigt: „${referralConsent.statement}“`
              : 'nicht abgefragt – vor dem Anruf klären, ob das Unternehmen einverstanden ist',
          ],
        ],
        'Empfohlenes Unternehmen:',
      ),
      fields([
        ['Eingegangen am', formatBerlinTime(lead.submittedAt)],
        [
          'Prämie',
          `${reward} bei Vertrag über mindestens ${referral.minContractMonths} Monate, nach ${referral.withdrawalPeriodDays} Tagen Wartefrist ab Vertragsschluss`,
        ],
        ['Vorgangsnummer', lead.reference],
      ]),
    ],
    replyHint: `Mit „Antworten“ schreibst du an ${lead.referrerName} (Empfehlungsgeber) – nicht an das empfohlene Unternehmen.`,
  });
}

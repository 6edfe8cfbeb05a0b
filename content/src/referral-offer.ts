import { z } from 'zod';
import { claimLabels, referral } from './claims.ts';
import { brand } from './company.ts';
import { agbTerm } from './legal/contract-terms.ts';
import { stepSchema, type Step } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * Content of /empfehlung (docs/decisions.md: Pages and Constants). The reward, minimum term and withdrawal period come from
 * claims.ts (referral), so headline, steps, terms and the footer label cannot name different conditions.
 */

const file = 'content/src/referral-offer.ts';
const reward = claimLabels.referralReward;
// Business customers have no statutory right of withdrawal; the period is a contractual waiting time.
// Every package runs the AGB's minimum term, so the step may say that every package meets the referral's.
const everyPlanMeetsTerm = agbTerm.minimumTermMonths >= referral.minContractMonths;
const waitingPeriod = `${referral.withdrawalPeriodDays}-tägigen Wartefrist nach Vertragsschluss`;

/** Footer link label for /empfehlung. */
export const referralLinkLabel = `${reward} für deine Empfehlung`;

export const referralHero = Object.freeze({
  headline: `${reward} für jede erfolgreiche Empfehlung`,
  subtitle: `Du kennst ein Unternehmen, das online mehr gefunden werden sollte? Empfiehl ${brand.name} weiter – wird es Kunde, bekommst du ${reward} Prämie.`,
});

/** The three steps: recommend, contract signed, reward received. */
export const referralSteps: readonly Step[] = Object.freeze(
  validateContent(
    z.array(stepSchema).length(3),
    [
      {
        title: 'Empfehlen',
        description: 'Trag unten deine Daten und die des Unternehmens ein. Wir rufen dort an und beziehen uns auf dich.',
      },
      {
        title: 'Vertrag geschlossen',
        description: `Das Unternehmen wird Kunde: Es schließt einen Vertrag über ein Paket (Laufzeit mindestens ${referral.minContractMonths} Monate${everyPlanMeetsTerm ? ' – bei allen Paketen erfüllt' : ''}).`,
      },
      {
        title: 'Prämie erhalten',
        description: `Nach Ablauf der ${waitingPeriod} überweisen wir dir ${reward}.`,
      },
    ],
    `${file} (referralSteps)`,
  ),
);

export const referralTermsHeading = 'Teilnahmebedingungen';

/** Bullets of the terms box. */
export const referralTerms: readonly string[] = Object.freeze(
  validateContent(
    z.array(z.string().min(1)).min(4),
    [
      `Die Prämie beträgt ${reward} pro erfolgreich vermitteltem Neukunden.` +
        (referral.rewardNet
          ? ` Das ist ein Nettobetrag: Bist du umsatzsteuerpflichtig, stellst du ihn uns zuzüglich Umsatzsteuer in Rechnung; alle anderen erhalten ${reward} ohne Abzug.`
          : ''),
      ...(referral.newCustomerOnly
        ? ['Das empfohlene Unternehmen ist Neukunde: Es stand vorher nicht mit uns in Kontakt und hat keine Anfrage an uns gestellt.']
        : []),
      `Der Vertrag des empfohlenen Unternehmens läuft mindestens ${referral.minContractMonths} Monate und wird innerhalb von ${referral.contractWithinMonths} Monaten nach Eingang deiner Empfehlung geschlossen.`,
      `Die Auszahlung erfolgt, wenn der Vertrag geschlossen ist und nach Ablauf der ${waitingPeriod} noch besteht.`,
      ...(referral.unlimitedReferrals ? ['Du kannst beliebig viele Unternehmen empfehlen – ohne Obergrenze.'] : []),
    ],
    `${file} (referralTerms)`,
  ),
);

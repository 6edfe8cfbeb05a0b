/** The referral page (/empfehlung) and its thank-you page: the kind's page copy (define-form-page.ts). */
import { claimLabels, referral } from '../claims.ts';
import { company } from '../company.ts';
import { defineFormPage } from '../define-form-page.ts';
import { referralHero, referralSteps, referralTerms, referralTermsHeading } from '../referral-offer.ts';
import { sitePages } from '../site-pages.ts';

export const referralPage = Object.freeze({
  eyebrow: 'Empfehlungsprogramm',
  title: `${claimLabels.referralReward} für deine Empfehlung`,
  intro: 'Du kennst ein Unternehmen, das online mehr gefunden werden sollte? Empfiehl uns weiter – wir kümmern uns um alles Weitere.',
  formTitle: 'Unternehmen empfehlen',
  formHint: 'Pflichtfelder sind mit * markiert. Wir schreiben das empfohlene Unternehmen nicht automatisch an.',
  submitLabel: 'Empfehlung absenden',
  success: {
    title: 'Empfehlung erhalten!',
    description: `Danke! Deine Empfehlung ist eingegangen. Kommt keine Bestätigung per E-Mail an, schreib uns an ${company.email}. Wird das Unternehmen Kunde, überweisen wir dir ${claimLabels.referralReward} nach unseren Teilnahmebedingungen (u.\u00a0a. ${referral.newCustomerOnly ? 'Neukunde, ' : ''}Vertrag innerhalb von ${referral.contractWithinMonths}\u00a0Monaten, mindestens ${referral.minContractMonths}\u00a0Monate Laufzeit), sobald die ${referral.withdrawalPeriodDays}-tägige Wartefrist nach Vertragsschluss vorbei ist.`,
  },
});

export const formPage = defineFormPage({
  kind: 'referral',
  page: {
    path: '/empfehlung',
    title: `${claimLabels.referralReward} für deine Empfehlung | Sichtwerk`,
    description: `Empfiehl Sichtwerk weiter: ${claimLabels.referralReward} Prämie nach unseren Teilnahmebedingungen (u.\u00a0a. ${referral.newCustomerOnly ? 'Neukunde, ' : ''}Vertrag innerhalb von ${referral.contractWithinMonths}\u00a0Monaten). Ohne Limit.`,
    keywords: ['Empfehlungsprogramm', 'Prämie', 'Empfehlung'],
    lastModified: '2025-10-01',
    label: 'Empfehlung',
  },
  thankYouPage: {
    path: '/empfehlung-gesendet',
    title: 'Empfehlung gesendet | Sichtwerk',
    description: `Danke, deine Empfehlung ist da. Wird das Unternehmen Kunde, erhältst du ${claimLabels.referralReward} nach unseren Teilnahmebedingungen (u.\u00a0a. Vertrag innerhalb von ${referral.contractWithinMonths}\u00a0Monaten).`,
    keywords: ['Empfehlung gesendet', 'Empfehlungsprogramm'],
    lastModified: '2026-11-23',
    label: 'Empfehlung gesendet',
  },
  content: {
    hero: { eyebrow: referralPage.eyebrow, title: referralHero.headline, intro: referralHero.subtitle },
    steps: { title: 'So funktioniert die Empfehlung', items: referralSteps },
    form: { id: 'empfehlung-formular', title: referralPage.formTitle, hint: referralPage.formHint },
    arrangement: 'single',
    formWidth: 'wide',
    blocks: [{ type: 'check-card', title: referralTermsHeading, headingId: 'bedingungen-titel', items: referralTerms }],
  },
  form: {
    label: 'Empfehlungsformular',
    submitLabel: referralPage.submitLabel,
    success: referralPage.success,
    privacyNote: {
      text: 'Wir rufen nur Unternehmen an, für die du das bestätigst, und nennen dich dabei als Empfehlungsgeber.',
      linkPrefix: 'Mehr dazu in unserer',
      linkText: 'Datenschutzerklärung',
      linkPath: sitePages.datenschutz.path,
    },
  },
  thankYou: {
    // The toast's text already says what follows: the reward after the waiting period.
    nextSteps: [],
  },
});

/**
 * Each kind's form as the visitor reads it around its fields: the form's accessible name, the button, the
 * toast, a notice above the button and the privacy line under it. The fields' own labels and questions are
 * declared with the kind (@sichtwerk/forms/<kind>-schema); the pages' copy stays in form-pages.ts and
 * analysis-offer.ts. The site's one form island (site/components/forms/kind-form.tsx) renders this.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { analysisConsent, analysisRequestSuccess } from './analysis-offer.ts';
import { callbackPage, cancellationPage, contactPage, referralPage, thankYouCopies } from './form-pages.ts';
import { pages } from './routes.ts';

export interface FormCopy {
  /** The form's accessible name ('Kontaktformular'). */
  label: string;
  submitLabel: string;
  success: { title: string; description: string };
  /** A notice above the button (the cancellation's: when the confirmation comes). */
  notice?: string;
  /** The line under the button, ending in the link to the privacy policy. */
  privacyNote?: { text: string; linkPrefix: string; linkText: string; linkPath: string };
  /**
   * The answer that replaces the form once it is sent with JavaScript: `success` as its heading and first line,
   * then what we received, the reference with this note, and the next steps of the kind's thank-you page.
   */
  answer: { referenceNote: string; nextSteps: readonly string[] };
}

/** With a receipt by e-mail the reference stands in it too; without one (a callback) this answer is the receipt. */
const answerWithReceipt = (kind: FormKind) =>
  Object.freeze({
    referenceNote: 'Sie steht auch in der Bestätigung, die wir dir per E-Mail schicken.',
    nextSteps: thankYouCopies[kind].nextSteps,
  });

const privacyLink = { linkPrefix: 'Mehr dazu in unserer', linkText: 'Datenschutzerklärung', linkPath: pages.datenschutz.path };

export const formCopy = Object.freeze({
  'analysis-request': {
    label: 'Kostenlose Analyse anfordern',
    submitLabel: 'Jetzt kostenlos analysieren lassen',
    success: analysisRequestSuccess,
    privacyNote: {
      text: analysisConsent.statement,
      linkPrefix: analysisConsent.privacyLinkPrefix,
      linkText: analysisConsent.privacyLinkText,
      linkPath: analysisConsent.privacyPath,
    },
    answer: answerWithReceipt('analysis-request'),
  },
  'contact-message': {
    label: 'Kontaktformular',
    submitLabel: contactPage.submitLabel,
    success: contactPage.success,
    privacyNote: { text: 'Wir nutzen deine Angaben nur, um dir zu antworten.', ...privacyLink },
    answer: answerWithReceipt('contact-message'),
  },
  referral: {
    label: 'Empfehlungsformular',
    submitLabel: referralPage.submitLabel,
    success: referralPage.success,
    privacyNote: {
      text: 'Wir rufen nur Unternehmen an, für die du das bestätigst, und nennen dich dabei als Empfehlungsgeber.',
      ...privacyLink,
    },
    answer: answerWithReceipt('referral'),
  },
  cancellation: {
    label: 'Kündigungsformular',
    submitLabel: cancellationPage.submitLabel,
    success: cancellationPage.success,
    notice: cancellationPage.confirmationNotice,
    answer: answerWithReceipt('cancellation'),
  },
  'callback-request': {
    label: 'Rückruf anfordern',
    submitLabel: callbackPage.submitLabel,
    success: callbackPage.success,
    privacyNote: { text: callbackPage.privacyNote, ...privacyLink },
    answer: {
      referenceNote:
        'Diese Seite ist deine Bestätigung – per E-Mail kommt keine. Notiere dir die Vorgangsnummer, falls du uns vor unserem Anruf erreichen möchtest.',
      nextSteps: thankYouCopies['callback-request'].nextSteps,
    },
  },
} as const satisfies Record<FormKind, FormCopy>);

import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { z } from 'zod';
import { analysisRequestThankYou } from './analysis-offer.ts';
import { claimLabels, referral } from './claims.ts';
import { company } from './company.ts';
import { cancellationPageTerm, contactReplyTime, workingDays } from './legal/contract-terms.ts';
import { validateContent } from './validate.ts';

/**
 * Copy of the contact, callback, referral and cancellation pages and their toasts. The analysis form's copy lives
 * in analysis-offer.ts; the referral conditions in referral-offer.ts.
 */

const file = 'content/src/form-pages.ts';
const toastSchema = z.object({ title: z.string().min(5), description: z.string().min(10) }).strict();
const pageCopySchema = z
  .object({
    eyebrow: z.string().min(3),
    title: z.string().min(5),
    intro: z.string().min(20),
    formTitle: z.string().min(5),
    formHint: z.string().min(5),
    submitLabel: z.string().min(5),
    success: toastSchema,
  })
  .strict();

export const contactPage = Object.freeze(
  validateContent(
    pageCopySchema.extend({ responseNote: z.string().min(10) }),
    {
      eyebrow: 'Kontakt',
      title: 'Schreib uns – wir melden uns persönlich',
      intro:
        'Du hast eine Frage zu unseren Paketen, zu einem Add-on oder zu deiner laufenden Betreuung? Schreib uns über das Formular, per E-Mail oder ruf einfach an.',
      formTitle: 'Nachricht senden',
      formHint: 'Pflichtfelder sind mit * markiert.',
      submitLabel: 'Nachricht senden',
      responseNote: `Wir antworten ${contactReplyTime} (${workingDays}; telefonisch ${company.supportHours}).`,
      success: {
        title: 'Nachricht gesendet!',
        description: `Danke für deine Nachricht. Wir melden uns ${contactReplyTime} bei dir.`,
      },
    },
    `${file} (contactPage)`,
  ),
);

export const callbackPage = Object.freeze(
  validateContent(
    pageCopySchema.extend({ promise: z.string().min(10), privacyNote: z.string().min(10) }),
    {
      eyebrow: 'Rückruf',
      title: 'Wir rufen dich zurück',
      intro:
        'Du sprichst lieber, als zu schreiben? Hinterlass deinen Namen, deine Nummer und wann du gut erreichbar bist – dann rufen wir dich an, statt dich warten zu lassen.',
      formTitle: 'Rückruf anfordern',
      formHint: 'Pflichtfelder sind mit * markiert. Eine E-Mail-Adresse brauchen wir dafür nicht.',
      submitLabel: 'Rückruf anfordern',
      promise: `Wir rufen dich ${contactReplyTime} an, in unseren Telefonzeiten (${company.supportHours}). Dein Zeitfenster versuchen wir einzuhalten; ist es schon voll, rufen wir zur nächsten freien Zeit an.`,
      privacyNote:
        'Wir nutzen deine Angaben nur für diesen Rückruf. Eine Bestätigung per E-Mail gibt es nicht, weil wir keine Adresse von dir speichern.',
      success: {
        title: 'Rückruf angefordert!',
        description: `Danke! Wir rufen dich ${contactReplyTime} an, nach Möglichkeit in deinem Zeitfenster.`,
      },
    },
    `${file} (callbackPage)`,
  ),
);

export const referralPage = Object.freeze(
  validateContent(
    pageCopySchema,
    {
      eyebrow: 'Empfehlungsprogramm',
      title: `${claimLabels.referralReward} für deine Empfehlung`,
      intro: 'Du kennst ein Unternehmen, das online mehr gefunden werden sollte? Empfiehl uns weiter – wir kümmern uns um alles Weitere.',
      formTitle: 'Unternehmen empfehlen',
      formHint: 'Pflichtfelder sind mit * markiert. Wir schreiben das empfohlene Unternehmen nicht automatisch an.',
      submitLabel: 'Empfehlung absenden',
      success: {
        title: 'Empfehlung erhalten!',
        description: `Danke! Deine Empfehlung ist eingegangen. Kommt keine Bestätigung per E-Mail an, schreib uns an ${company.email}. Wird das Unternehmen Kunde, überweisen wir dir ${claimLabels.referralReward}, sobald die ${referral.withdrawalPeriodDays}-tägige Wartefrist nach Vertragsschluss vorbei ist.`,
      },
    },
    `${file} (referralPage)`,
  ),
);

export const cancellationPage = Object.freeze(
  validateContent(
    pageCopySchema.extend({ confirmationNotice: z.string().min(10), termNotice: z.string().min(10), afterSubmit: z.string().min(10) }),
    {
      eyebrow: 'Kündigung',
      title: 'Vertrag kündigen',
      intro:
        'Schade, dass du gehen möchtest. Hier kannst du deinen Vertrag online kündigen – eine Kündigung über dieses Formular wahrt die Schriftform nach § 4 unserer AGB.',
      formTitle: 'Kündigung absenden',
      formHint: 'Pflichtfelder sind mit * markiert. Die Kundennummer findest du auf jeder Rechnung.',
      submitLabel: 'Kündigung absenden',
      confirmationNotice:
        'Nach dem Absenden erhältst du eine Kündigungsbestätigung per E-Mail – mit dem Zeitpunkt, zu dem deine Kündigung bei uns eingegangen ist.',
      termNotice: cancellationPageTerm.sentence,
      afterSubmit:
        'Bitte bewahre die Bestätigungsmail auf. Das genaue Vertragsende teilen wir dir nach Prüfung deines Vertrags gesondert mit.',
      success: {
        title: 'Kündigung eingegangen',
        description: `Deine Kündigung ist bei uns eingegangen. Die Kündigungsbestätigung mit dem genauen Eingangszeitpunkt schicken wir dir per E-Mail. Kommt sie nicht an, schreib uns an ${company.email}.`,
      },
    },
    `${file} (cancellationPage)`,
  ),
);

/**
 * What a thank-you page says after a form was sent without JavaScript (the lead service answers such a post
 * with 303 to it): the success toast's words, then what happens next — all from the copy above.
 */
export interface ThankYouCopy {
  eyebrow: string;
  title: string;
  description: string;
  nextSteps: readonly string[];
}

export const contactMessageThankYou: ThankYouCopy = Object.freeze({
  eyebrow: contactPage.eyebrow,
  title: contactPage.success.title,
  description: contactPage.success.description,
  // The toast already names the reply time; the page adds where to turn if no receipt arrives.
  nextSteps: Object.freeze([
    `Kommt keine Eingangsbestätigung per E-Mail an, erreichst du uns auch unter ${company.email} oder ${company.phone}.`,
  ]),
});

export const callbackRequestThankYou: ThankYouCopy = Object.freeze({
  eyebrow: callbackPage.eyebrow,
  title: callbackPage.success.title,
  description: callbackPage.success.description,
  // Without an e-mail there is no receipt: the page says so, and where to turn if the call does not come.
  nextSteps: Object.freeze([
    'Eine Bestätigung per E-Mail bekommst du nicht – du hast uns keine Adresse gegeben, und wir brauchen keine.',
    `Hat dich niemand erreicht? Ruf uns an unter ${company.phone} (${company.supportHours}) oder schreib an ${company.email}.`,
  ]),
});

export const referralThankYou: ThankYouCopy = Object.freeze({
  eyebrow: referralPage.eyebrow,
  title: referralPage.success.title,
  description: referralPage.success.description,
  // The toast's text already says what follows: the reward after the waiting period.
  nextSteps: Object.freeze([]),
});

export const cancellationThankYou: ThankYouCopy = Object.freeze({
  eyebrow: cancellationPage.eyebrow,
  title: cancellationPage.success.title,
  description: cancellationPage.success.description,
  // What the customer keeps and what follows; the notice rule of the form page is no next step (and the AGB decide the end date).
  nextSteps: Object.freeze([cancellationPage.afterSubmit]),
});

/** Each kind's thank-you page copy; the site's thank-you page and its story map over it. */
export const thankYouCopies: Readonly<Record<FormKind, ThankYouCopy>> = Object.freeze({
  'analysis-request': analysisRequestThankYou,
  'contact-message': contactMessageThankYou,
  'callback-request': callbackRequestThankYou,
  referral: referralThankYou,
  cancellation: cancellationThankYou,
});

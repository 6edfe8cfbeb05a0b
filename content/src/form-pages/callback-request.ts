/** The callback page (/rueckruf) and its thank-you page: the kind's page copy (define-form-page.ts). */
import { company } from '../company.ts';
import { defineFormPage } from '../define-form-page.ts';
import { contactReplyTime } from '../legal/contract-terms.ts';
import { sitePages } from '../site-pages.ts';

export const callbackPage = Object.freeze({
  eyebrow: 'Rückruf',
  title: 'Wir rufen dich zurück',
  intro:
    'Du sprichst lieber, als zu schreiben? Hinterlass deinen Namen, deine Nummer und wann du gut erreichbar bist – dann rufen wir dich an, statt dich warten zu lassen.',
  formTitle: 'Rückruf anfordern',
  formHint: 'Pflichtfelder sind mit * markiert. Eine E-Mail-Adresse brauchen wir dafür nicht.',
  submitLabel: 'Rückruf anfordern',
  promise: `Wir rufen dich ${contactReplyTime} an, in unseren Telefonzeiten (${company.supportHours}). Dein Zeitfenster versuchen wir einzuhalten; ist es schon voll, rufen wir zur nächsten freien Zeit an.`,
  privacyNote:
    'Wir nutzen deine Angaben für diesen Rückruf; über welche Seite du kamst, werten wir aus. Eine Bestätigung per E-Mail gibt es nicht, weil wir keine Adresse von dir speichern.',
  success: {
    title: 'Rückruf angefordert!',
    description: `Danke! Wir rufen dich ${contactReplyTime} an, nach Möglichkeit in deinem Zeitfenster.`,
  },
});

export const formPage = defineFormPage({
  kind: 'callback-request',
  page: {
    path: '/rueckruf',
    title: 'Rückruf anfordern | Sichtwerk',
    description: `Lieber am Telefon? Nenn uns Name, Nummer und Zeitfenster – wir rufen dich ${contactReplyTime} zurück, nach Möglichkeit im Zeitfenster.`,
    keywords: ['Rückruf', 'Rückrufbitte', 'Beratung am Telefon', 'Kontakt Sichtwerk'],
    lastModified: '2026-11-26',
    label: 'Rückruf anfordern',
  },
  thankYouPage: {
    path: '/rueckruf-angefordert',
    title: 'Rückruf angefordert | Sichtwerk',
    description: `Danke für deine Rückrufbitte: Wir rufen dich ${contactReplyTime} an, nach Möglichkeit in deinem Zeitfenster. Eine E-Mail folgt nicht.`,
    keywords: ['Rückruf angefordert', 'Kontakt Sichtwerk'],
    lastModified: '2026-11-26',
    label: 'Rückruf angefordert',
  },
  content: {
    hero: { eyebrow: callbackPage.eyebrow, title: callbackPage.title, intro: callbackPage.intro },
    form: { id: 'rueckruf-formular', title: callbackPage.formTitle, hint: callbackPage.formHint },
    arrangement: 'beside',
    formWidth: 'regular',
    blocks: [
      { type: 'card', title: 'Wann wir anrufen', paragraphs: [{ text: [callbackPage.promise] }] },
      {
        type: 'card',
        title: 'Lieber gleich selbst anrufen?',
        paragraphs: [
          {
            text: [
              'Du erreichst uns unter ',
              { href: company.phoneHref, label: company.phone },
              ` (${company.supportHours}). Schreiben geht auch: `,
              { formPage: 'contact-message', label: 'zum Kontaktformular' },
              '.',
            ],
          },
        ],
      },
    ],
  },
  form: {
    label: 'Rückruf anfordern',
    submitLabel: callbackPage.submitLabel,
    success: callbackPage.success,
    privacyNote: {
      text: callbackPage.privacyNote,
      linkPrefix: 'Mehr dazu in unserer',
      linkText: 'Datenschutzerklärung',
      linkPath: sitePages.datenschutz.path,
    },
    // Without an e-mail there is no receipt: this answer is the receipt.
    answer: {
      referenceNote:
        'Diese Seite ist deine Bestätigung – per E-Mail kommt keine. Notiere dir die Vorgangsnummer, falls du uns vor unserem Anruf erreichen möchtest.',
    },
  },
  thankYou: {
    // Without an e-mail there is no receipt: the page says so, and where to turn if the call does not come.
    nextSteps: [
      'Eine Bestätigung per E-Mail bekommst du nicht – du hast uns keine Adresse gegeben, und wir brauchen keine.',
      `Hat dich niemand erreicht? Ruf uns an unter ${company.phone} (${company.supportHours}) oder schreib an ${company.email}.`,
    ],
  },
});

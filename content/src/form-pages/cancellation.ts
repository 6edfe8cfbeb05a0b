/** The cancellation page (/kuendigung) and its thank-you page: the kind's page copy (define-form-page.ts). */
import { company } from '../company.ts';
import { defineFormPage } from '../define-form-page.ts';
import { agbTerm, agbTermSectionId, cancellationPageTerm, count } from '../legal/contract-terms.ts';
import { dataRetention } from '../legal/data-retention.ts';
import { sitePages } from '../site-pages.ts';

export const cancellationPage = Object.freeze({
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
  // Like every other form, it says what happens to the data and links the policy (review 2026-11-26 L10). The
  // cancellation records no page of origin, so unlike the others the note names none.
  privacyNote: `Wir nutzen deine Angaben, um deine Kündigung zu bearbeiten und dir den Eingang zu bestätigen. Als Geschäftsbrief bewahren wir sie ${count(dataRetention.businessLetterYears, 'Jahr', 'Jahre')} ab Ende des Eingangsjahres auf.`,
  afterSubmit: 'Bitte bewahre die Bestätigungsmail auf. Das genaue Vertragsende teilen wir dir nach Prüfung deines Vertrags gesondert mit.',
  success: {
    title: 'Kündigung eingegangen',
    description: `Deine Kündigung ist bei uns eingegangen. Die Kündigungsbestätigung mit dem genauen Eingangszeitpunkt schicken wir dir per E-Mail. Kommt sie nicht an, schreib uns an ${company.email}.`,
  },
});

export const formPage = defineFormPage({
  kind: 'cancellation',
  page: {
    path: '/kuendigung',
    title: 'Vertrag kündigen | Sichtwerk',
    description:
      'Hier kündigst du deinen Sichtwerk-Vertrag online. Nach dem Absenden bestätigen wir dir den Eingang per E-Mail – mit Eingangszeitpunkt.',
    keywords: ['Kündigung', 'Vertrag kündigen', 'Kündigungsbestätigung'],
    lastModified: '2025-10-01',
    label: 'Kündigung',
  },
  thankYouPage: {
    path: '/kuendigung-eingegangen',
    title: 'Kündigung eingegangen | Sichtwerk',
    description:
      'Deine Kündigung ist bei Sichtwerk eingegangen. Bewahre die Bestätigung per E-Mail auf; das genaue Vertragsende teilen wir dir nach Prüfung gesondert mit.',
    keywords: ['Kündigung eingegangen', 'Kündigungsbestätigung'],
    lastModified: '2026-11-23',
    label: 'Kündigung eingegangen',
  },
  content: {
    hero: { eyebrow: cancellationPage.eyebrow, title: cancellationPage.title, intro: cancellationPage.intro },
    form: { id: 'kuendigung-formular', title: cancellationPage.formTitle, hint: cancellationPage.formHint },
    arrangement: 'beside',
    formWidth: 'regular',
    blocks: [
      {
        type: 'card',
        title: 'Kündigungsfristen',
        headingId: 'fristen-titel',
        icon: 'calendar-clock',
        paragraphs: [
          { text: [cancellationPage.termNotice], testId: 'cancellation-term' },
          {
            text: [
              'Was in deinem Vertrag gilt, regelt ',
              { href: `${sitePages.agb.path}#${agbTermSectionId}`, label: '§ 4 unserer AGB' },
              `: ${agbTerm.sentence}`,
            ],
            small: true,
          },
        ],
      },
    ],
  },
  form: {
    label: 'Kündigungsformular',
    submitLabel: cancellationPage.submitLabel,
    success: cancellationPage.success,
    notice: cancellationPage.confirmationNotice,
    privacyNote: {
      text: cancellationPage.privacyNote,
      linkPrefix: 'Mehr dazu in unserer',
      linkText: 'Datenschutzerklärung',
      linkPath: sitePages.datenschutz.path,
    },
  },
  thankYou: {
    // What the customer keeps and what follows; the notice rule of the form page is no next step (and the AGB decide the end date).
    nextSteps: [cancellationPage.afterSubmit],
  },
});

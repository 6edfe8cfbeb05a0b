/** The contact page (/kontakt) and its thank-you page: the kind's page copy (define-form-page.ts). */
import { company } from '../company.ts';
import { defineFormPage } from '../define-form-page.ts';
import { contactReplyTime, workingDays } from '../legal/contract-terms.ts';
import { sitePages } from '../site-pages.ts';

export const contactPage = Object.freeze({
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
});

export const formPage = defineFormPage({
  kind: 'contact-message',
  page: {
    path: '/kontakt',
    title: 'Kontakt: Schreib uns oder ruf an | Sichtwerk',
    description: `Fragen zu Paketen, Add-ons oder deiner Analyse? Schreib uns übers Formular, per E-Mail oder ruf an. Wir antworten ${contactReplyTime}.`,
    keywords: ['Kontakt Sichtwerk', 'Marketing Beratung', 'Anfrage'],
    lastModified: '2025-10-01',
    label: 'Kontakt',
  },
  thankYouPage: {
    path: '/nachricht-gesendet',
    title: 'Nachricht gesendet | Sichtwerk',
    description:
      'Danke für deine Nachricht an Sichtwerk: Wir melden uns an Arbeitstagen innerhalb von 24 Stunden. Bis dahin findest du im Blog Praxiswissen zum Marketing.',
    keywords: ['Nachricht gesendet', 'Kontakt Sichtwerk'],
    lastModified: '2026-11-23',
    label: 'Nachricht gesendet',
  },
  content: {
    hero: { eyebrow: contactPage.eyebrow, title: contactPage.title, intro: contactPage.intro },
    form: { id: 'kontakt-formular', title: contactPage.formTitle, hint: contactPage.formHint },
    arrangement: 'beside',
    formWidth: 'regular',
    blocks: [
      {
        type: 'channel',
        icon: 'mail',
        title: 'E-Mail',
        link: { href: `mailto:${company.email}`, label: company.email },
        notes: [[contactPage.responseNote]],
      },
      {
        type: 'channel',
        icon: 'phone',
        title: 'Telefon',
        link: { href: company.phoneHref, label: company.phone },
        notes: [[company.supportHours], ['Gerade keine Zeit? ', { formPage: 'callback-request' }, ' – wir rufen dich zurück.']],
      },
      {
        type: 'channel',
        icon: 'map-pin',
        title: 'Adresse',
        address: [company.legalName, company.street, `${company.postalCode} ${company.city}`],
        notes: [],
      },
    ],
  },
  form: {
    label: 'Kontaktformular',
    submitLabel: contactPage.submitLabel,
    success: contactPage.success,
    privacyNote: {
      text: 'Wir nutzen deine Angaben, um dir zu antworten; über welche Seite du kamst, werten wir aus.',
      linkPrefix: 'Mehr dazu in unserer',
      linkText: 'Datenschutzerklärung',
      linkPath: sitePages.datenschutz.path,
    },
  },
  thankYou: {
    // The toast already names the reply time; the page adds where to turn if no receipt arrives.
    nextSteps: [`Kommt keine Eingangsbestätigung per E-Mail an, erreichst du uns auch unter ${company.email} oder ${company.phone}.`],
  },
});

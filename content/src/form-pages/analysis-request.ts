/** The free analysis page (/kostenlose-analyse) and its thank-you page: the kind's page copy (define-form-page.ts). */
import {
  analysisConsent,
  analysisFreeBenefits,
  analysisHero,
  analysisPremiumOnly,
  analysisPromises,
  analysisRequestSuccess,
  analysisRequestThankYou,
} from '../analysis-offer.ts';
import { claimLabels } from '../claims.ts';
import { defineFormPage } from '../define-form-page.ts';
import { testimonialsByPage } from '../testimonials.ts';

export const formPage = defineFormPage({
  kind: 'analysis-request',
  page: {
    path: '/kostenlose-analyse',
    title: 'Kostenlose Sichtbarkeitsanalyse anfordern | Sichtwerk',
    description: `Wie sichtbar ist dein Betrieb bei Google und in Maps? Fordere die kostenlose Analyse an: Ergebnis in ${claimLabels.analysisDelivery} per E-Mail, danach im Gespräch.`,
    keywords: ['kostenlose SEO Analyse', 'Sichtbarkeitsanalyse', 'Google Maps Check', 'Wettbewerbsanalyse'],
    lastModified: '2025-10-01',
    label: 'Kostenlose Analyse',
  },
  thankYouPage: {
    path: '/analyse-angefordert',
    title: 'Analyse angefordert | Sichtwerk',
    description:
      'Danke für deine Anfrage: Wir prüfen, wie Kunden dich bei Google und in Maps finden, und schicken dir deine kostenlose Analyse per E-Mail.',
    keywords: ['Analyse angefordert', 'Sichtbarkeitsanalyse'],
    lastModified: '2026-11-23',
    label: 'Analyse angefordert',
  },
  content: {
    hero: {
      eyebrow: 'Kostenlose Sichtbarkeitsanalyse',
      title: analysisHero.title,
      intro: analysisHero.subtitle,
      promises: analysisPromises,
    },
    form: { id: 'analyse-formular', title: 'Jetzt Analyse anfordern', hint: 'Dauert keine Minute. Pflichtfelder sind mit * markiert.' },
    arrangement: 'first',
    formWidth: 'regular',
    blocks: [
      { type: 'benefits', title: 'Das bekommst du kostenlos', headingId: 'kostenlos-titel', items: analysisFreeBenefits },
      {
        type: 'locked-list',
        title: analysisPremiumOnly.heading,
        headingId: 'premium-titel',
        note: 'Nicht Teil der kostenlosen Analyse – in jedem Paket enthalten.',
        items: analysisPremiumOnly.items,
        testId: 'premium-only',
      },
      { type: 'testimonial', label: 'Beispielstimme', testimonial: testimonialsByPage.kostenloseAnalyse },
    ],
  },
  form: {
    label: 'Kostenlose Analyse anfordern',
    submitLabel: 'Jetzt kostenlos analysieren lassen',
    success: analysisRequestSuccess,
    privacyNote: {
      text: analysisConsent.statement,
      linkPrefix: analysisConsent.privacyLinkPrefix,
      linkText: analysisConsent.privacyLinkText,
      linkPath: analysisConsent.privacyPath,
    },
  },
  thankYou: analysisRequestThankYou,
});

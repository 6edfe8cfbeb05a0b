import { formKindNames, formKinds, type FormKind, type FormPageKey } from '@sichtwerk/forms/form-kinds';
import { z } from 'zod';
import { claimLabels, referral } from './claims.ts';
import { legalDates } from './legal/legal-dates.ts';
import { businessProfileChecklist } from './business-profile-checklist.ts';
import { contactReplyTime } from './legal/contract-terms.ts';
import { firstPlanWithSupporter, fromPriceLabel } from './plans.ts';
import { validateContent } from './validate.ts';

/**
 * The route registry: the single source for every non-article page's path, head metadata, sitemap entry
 * and navigation label. Articles add themselves from their MDX frontmatter (see blog-catalog.ts).
 */
export const pageMetaSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9-]*$/, 'Pfad muss mit / beginnen und nur a-z, 0-9 und - enthalten'),
  title: z.string().min(10).max(60, 'Titel höchstens 60 Zeichen'),
  description: z.string().min(120, 'Beschreibung mindestens 120 Zeichen').max(155, 'Beschreibung höchstens 155 Zeichen'),
  keywords: z.array(z.string().min(2)).min(2),
  robots: z.enum(['index,follow', 'noindex,follow']).default('index,follow'),
  /** Last real content change, for the sitemap's lastmod. */
  lastModified: z.iso.date(),
  /** Short label for navigation and breadcrumbs. */
  label: z.string().min(2).max(40),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;

const pageEntries = {
  home: {
    path: '/',
    title: 'Sichtwerk – Online-Marketing & lokale SEO für KMU',
    description:
      'Mehr Anfragen über Google, Google Maps und KI-Antworten: Sichtwerk verbindet eine App mit persönlicher Beratung. Starte mit der kostenlosen Analyse.',
    keywords: ['lokales SEO', 'Online-Marketing für KMU', 'Google Maps Ranking', 'KI Sichtbarkeit'],
    lastModified: '2025-11-01',
    label: 'Startseite',
  },
  vorteile: {
    path: '/vorteile',
    title: 'Vorteile: Zeit sparen, mehr Reichweite | Sichtwerk',
    description: `Weniger Aufwand, mehr Reichweite: unser Rechenbeispiel mit ${claimLabels.hoursSaved} pro Woche und unsere Ziele für ${claimLabels.moreReach} mehr Reichweite – die Vorteile von Sichtwerk.`,
    keywords: ['Vorteile Online-Marketing', 'Zeit sparen Marketing', 'mehr Reichweite', 'KMU Marketing'],
    lastModified: '2025-10-01',
    label: 'Vorteile',
  },
  funktionen: {
    path: '/funktionen',
    title: 'Funktionen: SEO, Ads, Social Media & KI | Sichtwerk',
    description:
      'Wettbewerbsanalyse, Long-Tail-Keywords, KI-Texte, Social-Media-Planung, Google- & Facebook-Ads, Monitoring und Bewertungen: alle Funktionen im Überblick.',
    keywords: ['Marketing App Funktionen', 'Keyword Recherche', 'Wettbewerbsanalyse', 'Social Media Planung'],
    lastModified: '2025-10-01',
    label: 'Funktionen',
  },
  preise: {
    path: '/preise',
    title: `Preise: Pakete ${fromPriceLabel} im Monat | Sichtwerk`,
    description:
      'Premium, Business oder Enterprise: transparente Monatspreise ohne Einrichtungsgebühr, dazu buchbare Content- und Strategie-Add-ons. Alle Preise netto.',
    keywords: ['Preise Online-Marketing', 'SEO Kosten', 'Marketing Pakete', 'Add-ons'],
    lastModified: '2025-10-01',
    label: 'Preise',
  },
  blog: {
    path: '/blog',
    title: 'Blog: Praxiswissen für lokales Marketing | Sichtwerk',
    description:
      'Anleitungen zu Google Ads, lokaler SEO, Google-Unternehmensprofil und Marketing-Tools – praxisnah erklärt für Selbstständige und kleine Unternehmen.',
    keywords: ['Marketing Blog', 'Google Ads Tipps', 'lokales SEO Anleitung', 'Online-Marketing Wissen'],
    lastModified: '2025-11-01',
    label: 'Blog',
  },
  impressum: {
    path: '/impressum',
    title: 'Impressum | Sichtwerk',
    description:
      'Anbieterkennzeichnung der Sichtwerk GmbH nach § 5 DDG: Anschrift, Vertretung, Registereintrag, Umsatzsteuer-ID und Kontakt für Anliegen zur Website.',
    keywords: ['Impressum', 'Anbieterkennzeichnung', 'Sichtwerk GmbH'],
    lastModified: legalDates.impressum,
    label: 'Impressum',
  },
  kontakt: {
    path: '/kontakt',
    title: 'Kontakt: Schreib uns oder ruf an | Sichtwerk',
    description: `Fragen zu Paketen, Add-ons oder deiner Analyse? Schreib uns übers Formular, per E-Mail oder ruf an. Wir antworten ${contactReplyTime}.`,
    keywords: ['Kontakt Sichtwerk', 'Marketing Beratung', 'Anfrage'],
    lastModified: '2025-10-01',
    label: 'Kontakt',
  },
  rueckruf: {
    path: '/rueckruf',
    title: 'Rückruf anfordern | Sichtwerk',
    description: `Lieber am Telefon? Nenn uns Name, Nummer und Zeitfenster – wir rufen dich ${contactReplyTime} zurück, nach Möglichkeit im Zeitfenster.`,
    keywords: ['Rückruf', 'Rückrufbitte', 'Beratung am Telefon', 'Kontakt Sichtwerk'],
    lastModified: '2026-11-26',
    label: 'Rückruf anfordern',
  },
  ueberUns: {
    path: '/ueber-uns',
    title: 'Über uns: Mission, Team und Vision | Sichtwerk',
    description:
      'Wir machen kleine Unternehmen sichtbar: Warum Sichtwerk Software und persönliche Betreuung verbindet, wer dahintersteht und woran wir gerade arbeiten.',
    keywords: ['Über Sichtwerk', 'Team', 'Mission', 'Marketing für kleine Unternehmen'],
    lastModified: '2025-10-01',
    label: 'Über uns',
  },
  datenschutz: {
    path: '/datenschutz',
    title: 'Datenschutzerklärung | Sichtwerk',
    description:
      'Welche Daten diese Website verarbeitet, wozu und wie lange: Server-Logs, Formulare, E-Mail. Ohne Cookies, ohne Tracking. Dazu deine Rechte nach der DSGVO.',
    keywords: ['Datenschutz', 'DSGVO', 'Datenschutzerklärung'],
    lastModified: legalDates.datenschutz,
    label: 'Datenschutz',
  },
  agb: {
    path: '/agb',
    title: 'AGB für Geschäftskunden | Sichtwerk',
    description:
      'AGB der Sichtwerk GmbH für Unternehmer nach § 14 BGB: Vertragslaufzeit, Kündigung, Verfügbarkeit, Support, Zahlungsweise und Datenverarbeitung im Auftrag.',
    keywords: ['AGB', 'Geschäftsbedingungen', 'Vertragslaufzeit'],
    lastModified: legalDates.agb,
    label: 'AGB',
  },
  barrierefreiheit: {
    path: '/barrierefreiheit',
    title: 'Erklärung zur Barrierefreiheit | Sichtwerk',
    description:
      'Wie barrierefrei ist sichtwerk.de? Der Maßstab (WCAG 2.2 AA), wie wir ihn prüfen, bekannte Einschränkungen und wie du uns eine Barriere meldest.',
    keywords: ['Barrierefreiheit', 'Erklärung zur Barrierefreiheit', 'WCAG 2.2', 'BFSG'],
    lastModified: legalDates.barrierefreiheit,
    label: 'Barrierefreiheit',
  },
  kuendigung: {
    path: '/kuendigung',
    title: 'Vertrag kündigen | Sichtwerk',
    description:
      'Hier kündigst du deinen Sichtwerk-Vertrag online. Nach dem Absenden bestätigen wir dir den Eingang per E-Mail – mit Eingangszeitpunkt.',
    keywords: ['Kündigung', 'Vertrag kündigen', 'Kündigungsbestätigung'],
    lastModified: '2025-10-01',
    label: 'Kündigung',
  },
  kostenloseAnalyse: {
    path: '/kostenlose-analyse',
    title: 'Kostenlose Sichtbarkeitsanalyse anfordern | Sichtwerk',
    description: `Wie sichtbar ist dein Betrieb bei Google und in Maps? Fordere die kostenlose Analyse an: Ergebnis in ${claimLabels.analysisDelivery} per E-Mail, danach im Gespräch.`,
    keywords: ['kostenlose SEO Analyse', 'Sichtbarkeitsanalyse', 'Google Maps Check', 'Wettbewerbsanalyse'],
    lastModified: '2025-10-01',
    label: 'Kostenlose Analyse',
  },
  empfehlung: {
    path: '/empfehlung',
    title: `${claimLabels.referralReward} für deine Empfehlung | Sichtwerk`,
    description: `Empfiehl Sichtwerk weiter und erhalte ${claimLabels.referralReward} Prämie, sobald das Unternehmen Kunde ist und die ${referral.withdrawalPeriodDays}-tägige Wartefrist vorbei ist. Ohne Limit.`,
    keywords: ['Empfehlungsprogramm', 'Prämie', 'Empfehlung'],
    lastModified: '2025-10-01',
    label: 'Empfehlung',
  },
  kiFunktionen: {
    path: '/ki-funktionen',
    title: 'KI-Funktionen: Sichtbar in KI-Antworten | Sichtwerk',
    description:
      'Immer mehr Kunden fragen neben Google auch ChatGPT & Co. Mit KI-Sichtbarkeits-Check, KI-Texten und Monitoring machst du es ihnen leicht, dich zu empfehlen.',
    keywords: ['KI Sichtbarkeit', 'KI Marketing', 'ChatGPT Sichtbarkeit', 'KI Content'],
    lastModified: '2025-10-01',
    label: 'KI-Funktionen',
  },
  seoTool: {
    path: '/seo-tool',
    title: 'SEO-Tool mit persönlicher Betreuung | Sichtwerk',
    description: `Keyword-Recherche, Rank-Tracking, On-Page-Empfehlungen und Wettbewerbsanalyse in einer App – mit Live-Call jeden Monat, ab ${firstPlanWithSupporter.name} mit festem Berater.`,
    keywords: ['SEO Tool', 'Rank Tracking', 'OnPage SEO', 'Keyword Tool'],
    lastModified: '2025-10-01',
    label: 'SEO-Tool',
  },
  googleMapsRanking: {
    path: '/google-maps-ranking',
    title: 'Google-Maps-Ranking verbessern | Sichtwerk',
    description:
      'Bei „in der Nähe“-Suchen besser gefunden werden: So arbeitet Sichtwerk an deinem Google-Maps-Ranking – mit Profilpflege, Bewertungen und lokaler SEO.',
    keywords: ['Google Maps Ranking', 'Local Pack', 'lokale Suche', 'Maps SEO'],
    lastModified: '2025-10-01',
    label: 'Google-Maps-Ranking',
  },
  googleMyBusiness: {
    path: '/google-my-business',
    title: 'Google My Business: Profil richtig nutzen | Sichtwerk',
    description: `Dein Google-Unternehmensprofil ist oft der erste Eindruck. Mit unserer ${businessProfileChecklist.length}-Schritte-Checkliste richtest du es vollständig ein und hältst es aktuell.`,
    keywords: ['Google My Business', 'Unternehmensprofil', 'Google Business Profil', 'Checkliste'],
    lastModified: '2025-10-01',
    label: 'Google My Business',
  },
  googleBusinessProfilOptimieren: {
    path: '/google-business-profil-optimieren',
    title: 'Google-Unternehmensprofil optimieren | Sichtwerk',
    description:
      'Mehr Anrufe und Routenanfragen aus deinem Google-Unternehmensprofil: acht Schritte von Kategorien über Fotos bis Bewertungen – und wie Sichtwerk hilft.',
    keywords: ['Google Business Profil optimieren', 'Bewertungen', 'lokales SEO', 'Profil Fotos'],
    lastModified: '2025-10-01',
    label: 'Google-Unternehmensprofil optimieren',
  },
  backlinkStrategie: {
    path: '/backlink-strategie',
    title: 'Backlink-Strategie für lokale Firmen | Sichtwerk',
    description:
      'Gute Backlinks statt Linkkauf: eine Strategie in sechs Schritten mit lokalen Partnern, Verzeichnissen und Inhalten, die man verlinkt. Mit Dos und Don’ts.',
    keywords: ['Backlink Strategie', 'Linkaufbau', 'lokale Backlinks', 'Off-Page SEO'],
    lastModified: '2025-10-01',
    label: 'Backlink-Strategie',
  },
  // The thank-you pages a form sent without JavaScript leads to (303 from the lead service). noindex: they
  // only make sense after sending, so they stay out of the sitemap and search results.
  analyseAngefordert: {
    path: '/analyse-angefordert',
    title: 'Analyse angefordert | Sichtwerk',
    description:
      'Danke für deine Anfrage: Wir prüfen, wie Kunden dich bei Google, in Maps und in KI-Antworten finden, und schicken dir deine kostenlose Analyse per E-Mail.',
    keywords: ['Analyse angefordert', 'Sichtbarkeitsanalyse'],
    robots: 'noindex,follow',
    lastModified: '2026-11-23',
    label: 'Analyse angefordert',
  },
  nachrichtGesendet: {
    path: '/nachricht-gesendet',
    title: 'Nachricht gesendet | Sichtwerk',
    description:
      'Danke für deine Nachricht an Sichtwerk: Wir melden uns an Arbeitstagen innerhalb von 24 Stunden. Bis dahin findest du im Blog Praxiswissen zum Marketing.',
    keywords: ['Nachricht gesendet', 'Kontakt Sichtwerk'],
    robots: 'noindex,follow',
    lastModified: '2026-11-23',
    label: 'Nachricht gesendet',
  },
  empfehlungGesendet: {
    path: '/empfehlung-gesendet',
    title: 'Empfehlung gesendet | Sichtwerk',
    description: `Danke für deine Empfehlung: Sie ist bei uns eingegangen. Wird das Unternehmen Kunde, erhältst du ${claimLabels.referralReward} Prämie, sobald die Wartefrist vorbei ist.`,
    keywords: ['Empfehlung gesendet', 'Empfehlungsprogramm'],
    robots: 'noindex,follow',
    lastModified: '2026-11-23',
    label: 'Empfehlung gesendet',
  },
  kuendigungEingegangen: {
    path: '/kuendigung-eingegangen',
    title: 'Kündigung eingegangen | Sichtwerk',
    description:
      'Deine Kündigung ist bei Sichtwerk eingegangen. Bewahre die Bestätigung per E-Mail auf; das genaue Vertragsende teilen wir dir nach Prüfung gesondert mit.',
    keywords: ['Kündigung eingegangen', 'Kündigungsbestätigung'],
    robots: 'noindex,follow',
    lastModified: '2026-11-23',
    label: 'Kündigung eingegangen',
  },
  rueckrufAngefordert: {
    path: '/rueckruf-angefordert',
    title: 'Rückruf angefordert | Sichtwerk',
    description: `Danke für deine Rückrufbitte: Wir rufen dich ${contactReplyTime} an, nach Möglichkeit in deinem Zeitfenster. Eine E-Mail folgt nicht.`,
    keywords: ['Rückruf angefordert', 'Kontakt Sichtwerk'],
    robots: 'noindex,follow',
    lastModified: '2026-11-26',
    label: 'Rückruf angefordert',
  },
  // The frame of the lead service's own answers to a form sent without JavaScript (the confirmation step, an
  // input error, a refusal): prerendered with the site's layout, filled by the lead service (content/src/form-answer.ts).
  formularAntwort: {
    path: '/formular-antwort',
    title: 'Deine Anfrage | Sichtwerk',
    description:
      'Die Antwort auf ein Formular, das ohne JavaScript gesendet wurde: Bestätigung anfordern, Eingaben prüfen oder erneut versuchen – mit allen Hinweisen dazu.',
    keywords: ['Formular', 'Bestätigung'],
    robots: 'noindex,follow',
    lastModified: '2026-11-23',
    label: 'Deine Anfrage',
  },
} as const satisfies Record<string, z.input<typeof pageMetaSchema>>;

export type PageKey = keyof typeof pageEntries;

export const pages: Readonly<Record<PageKey, PageMeta>> = Object.freeze(
  Object.fromEntries(
    Object.entries(pageEntries).map(([key, entry]) => [
      key,
      validateContent(pageMetaSchema, entry, `content/src/routes.ts (pages.${key})`),
    ]),
  ) as Record<PageKey, PageMeta>,
);

/** Looks up a page's metadata by URL path; undefined for articles and unknown paths. */
export function findPageByPath(path: string): PageMeta | undefined {
  return Object.values(pages).find((page) => page.path === path);
}

/**
 * Every form kind's page and thank-you page (@sichtwerk/forms/form-kinds, where the kinds are declared). The
 * assignment makes the compiler check that both keys of every kind name a page above.
 */
const formKindPages: Readonly<Record<FormKind, { readonly page: PageKey; readonly thankYouPage: PageKey }>> = formKinds;

/** Pages that carry a form: only the form hydrates (an island); every other page ships no JavaScript. */
export const formPageKeys: readonly FormPageKey[] = Object.freeze(formKindNames.map((kind) => formKinds[kind].page));

export type { FormPageKey };

/** The form page of a kind. */
export function formPageOf(kind: FormKind): PageMeta {
  return pages[formKindPages[kind].page];
}

/** Where a kind's form leads after it was sent without JavaScript: its thank-you page (noindex, not in the sitemap). */
export function thankYouPageOf(kind: FormKind): PageMeta {
  return pages[formKindPages[kind].thankYouPage];
}

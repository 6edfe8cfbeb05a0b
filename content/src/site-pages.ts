import { z } from 'zod';
import { businessProfileChecklist } from './business-profile-checklist.ts';
import { claimLabels } from './claims.ts';
import { legalDates } from './legal/legal-dates.ts';
import { firstPlanWithSupporter, fromPriceLabel } from './plans.ts';
import { validateContent } from './validate.ts';

/**
 * Every page that is not a form kind's: path, head metadata, sitemap entry and navigation label. The form
 * pages and their thank-you pages come with each kind's page copy (form-pages/<kind>.ts); routes.ts joins
 * both into the route registry. Page copy that links a page of its own reads it here, so no kind's copy
 * depends on the registry that lists it.
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
/** A page's metadata as it is written (robots may be left to its default). */
export type PageMetaInput = z.input<typeof pageMetaSchema>;

const sitePageEntries = {
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
} as const satisfies Record<string, PageMetaInput>;

export type SitePageKey = keyof typeof sitePageEntries;

/** Validates one page's metadata, naming the page in the error. */
export function pageMetaOf(entry: PageMetaInput, where: string): PageMeta {
  return validateContent(pageMetaSchema, entry, where);
}

export const sitePages: Readonly<Record<SitePageKey, PageMeta>> = Object.freeze(
  Object.fromEntries(
    Object.entries(sitePageEntries).map(([key, entry]) => [key, pageMetaOf(entry, `content/src/site-pages.ts (pages.${key})`)]),
  ) as Record<SitePageKey, PageMeta>,
);

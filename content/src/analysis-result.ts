import {
  analysisRatingKeys,
  analysisSectionKeys,
  type AnalysisRating,
  type AnalysisSectionKey,
} from '@sichtwerk/forms/desk/analysis-contract';
import { analysisPromise } from './analysis-promise.ts';
import { analysisFreeBenefits, analysisPremiumOnly } from './analysis-offer.ts';
import { freeAnalysis } from './claims.ts';
import { pages } from './routes.ts';

/**
 * The free analysis as the visitor receives it: its sections (the free benefits of /kostenlose-analyse, in that
 * order), the ratings, and the words of the result page `/analyse/<token>` and its mail, which the lead service
 * renders (lead-service/src/kinds/analysis-requests/analysis/). The classes are listed here because Tailwind only generates classes it
 * finds in the site's sources, and content/src is one of them (site/styles/global.css).
 */

const [maps, competitors, profile, website, social] = analysisFreeBenefits;
if (!maps || !competitors || !profile || !website || !social) throw new Error('analysisFreeBenefits lacks a section of the analysis');

/** Keys are stored with each analysis; titles come from the offer, so page and result name the same five checks. */
export const analysisSections = Object.freeze([
  { key: 'maps', title: maps.title },
  { key: 'competitors', title: competitors.title },
  { key: 'profile', title: profile.title },
  { key: 'website', title: website.title },
  { key: 'social', title: social.title },
] as const satisfies readonly { key: AnalysisSectionKey; title: string }[]);

// The analysis contract holds the keys in the order analyses are stored and validated; the offer names them.
if (analysisSections.some((section, index) => section.key !== analysisSectionKeys[index]))
  throw new Error('analysisSections are not the analysis contract’s sections in its order');

export type { AnalysisRating, AnalysisSectionKey };

export const analysisRatings = Object.freeze({
  good: 'gut',
  improvable: 'ausbaufähig',
  critical: 'kritisch',
  unchecked: 'nicht geprüft',
} as const) satisfies Readonly<Record<AnalysisRating, string>>;

if (Object.keys(analysisRatings).some((key, index) => key !== analysisRatingKeys[index]))
  throw new Error('analysisRatings are not the analysis contract’s ratings in its order');

/** The premium-only items stay premium: the free analysis names gaps, the page says where the plan comes from. */
export const analysisResultCopy = Object.freeze({
  eyebrow: 'Deine kostenlose Sichtbarkeitsanalyse',
  adviserLabel: 'Erstellt von',
  dateLabel: 'Verschickt am',
  correctedLabel: 'Zuletzt geändert am',
  summaryHeading: 'Zusammenfassung',
  uncheckedNote: 'Diesen Bereich konnten wir für die kostenlose Analyse nicht prüfen.',
  nextStepHeading: 'Der nächste Schritt',
  nextStepText: `Im ${freeAnalysis.strategyCallMinutes}-minütigen Strategiegespräch gehen wir das Ergebnis persönlich mit dir durch und beantworten deine Fragen. Sag uns, wann wir dich anrufen dürfen – wir melden uns zur Terminabsprache.`,
  nextStepLabel: 'Rückruf vereinbaren',
  nextStepPath: pages.rueckruf.path,
  /** With the online booking (lead-service booking/): the visitor picks the call's time right away. */
  bookingStepText: `Im ${freeAnalysis.strategyCallMinutes}-minütigen Strategiegespräch gehen wir das Ergebnis persönlich mit dir durch und beantworten deine Fragen. Wähle dir einen freien Termin – die Einladung für deinen Kalender kommt per E-Mail.`,
  bookingStepLabel: 'Termin für das Strategiegespräch wählen',
  premiumNote: `Konkrete Maßnahmen, ein ${freeAnalysis.growthPlanMonths}-Monats-Wachstumsplan und die umfassende Wettbewerbsanalyse sind ${analysisPremiumOnly.heading.replace(/^Ab dem /, 'ab dem ')} enthalten.`,
  /**
   * The PDF is the browser's own print to PDF from the page's print stylesheet (A4): no third party, no script,
   * and the same content as the page; a server-made PDF would be a second layout to keep in step.
   */
  printHintLabel: 'Als PDF speichern',
  printHint: 'Wähle im Browser „Drucken“ (am Computer Strg + P bzw. ⌘ + P, am Handy über „Teilen“) und als Drucker „Als PDF speichern“.',
  retention: (until: string) =>
    `Diese Seite ist nur über deinen persönlichen Link erreichbar und bis zum ${until} abrufbar; danach löschen wir deine Anfrage samt Ergebnis.`,
  privacyLinkLabel: 'Mehr dazu in der Datenschutzerklärung',
  privacyPath: `${pages.datenschutz.path}#ergebnis-der-kostenlosen-analyse`,
  notFoundTitle: 'Ergebnis nicht gefunden',
  notFoundText:
    'Unter diesem Link finden wir kein Ergebnis. Vielleicht ist der Link unvollständig, oder das Ergebnis wurde gelöscht. Schreib uns gern, dann helfen wir dir weiter.',
  notFoundLinkLabel: 'Zum Kontaktformular',
  notFoundLinkPath: pages.kontakt.path,
});

/** The visitor's mail (HTML and text built by the lead service's mail layout). */
export const analysisMailCopy = Object.freeze({
  subject: 'Deine kostenlose Sichtbarkeitsanalyse ist fertig',
  // No "wie versprochen": a mail sent after the promised hours would claim a kept promise it broke.
  intro: 'deine kostenlose Sichtbarkeitsanalyse ist fertig.',
  linkIntro: 'Dein persönliches Ergebnis mit allen Bewertungen findest du hier:',
  linkLabel: 'Ergebnis ansehen',
  // Also read by those who booked from the receipt already: it asks only those without a call to book.
  nextStep: `Als Nächstes stellen wir dir das Ergebnis in einem ${freeAnalysis.strategyCallMinutes}-minütigen Strategiegespräch persönlich vor. ${analysisPromise.callTiming} Hast du noch keinen Termin, wählst du ihn auf deiner Ergebnisseite.`,
  linkNote: 'Der Link ist nur für dich bestimmt; bitte leite ihn nur weiter, wenn andere dein Ergebnis sehen sollen.',
  signoff: 'Viele Grüße',
});

export const analysisResultClasses = Object.freeze({
  root: 'analysis-result text-slate-800 print:text-black',
  eyebrow: 'text-sm font-semibold uppercase tracking-wide text-brand-700 print:text-black',
  heading: 'mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl print:text-2xl',
  meta: 'mt-4 grid gap-1 text-base text-slate-600 sm:grid-cols-2 print:grid-cols-2 print:text-sm',
  metaLabel: 'font-semibold text-slate-900',
  sectionList: 'mt-10 space-y-6 print:mt-6 print:space-y-4',
  section:
    'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:break-inside-avoid print:rounded-none print:border-slate-400 print:p-3 print:shadow-none',
  sectionHeader: 'flex flex-wrap items-center justify-between gap-3',
  sectionTitle: 'text-xl font-bold text-slate-900 print:text-lg',
  rating: 'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset print:ring-black',
  ratingGood: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  ratingImprovable: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  ratingCritical: 'bg-red-50 text-red-800 ring-red-600/30',
  ratingUnchecked: 'bg-slate-100 text-slate-700 ring-slate-400/40',
  findings: 'mt-4 list-disc space-y-2 pl-6 text-base text-slate-700 print:mt-2 print:text-sm',
  finding: 'break-words',
  unchecked: 'mt-3 text-base text-slate-600 print:text-sm',
  summary: 'mt-10 rounded-xl bg-brand-50 p-5 sm:p-6 print:mt-6 print:bg-white print:p-0',
  summaryHeading: 'text-xl font-bold text-slate-900',
  summaryText: 'mt-3 whitespace-pre-line break-words text-base text-slate-800',
  nextStep: 'mt-10 rounded-xl border border-brand-200 p-5 sm:p-6 print:hidden',
  nextStepHeading: 'text-xl font-bold text-slate-900',
  nextStepText: 'mt-3 text-base text-slate-700',
  button:
    'mt-5 inline-flex items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-3 text-lg font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  note: 'mt-6 text-sm text-slate-600 print:text-xs',
  /** Who sent the analysis, printed only: the printout drops the site's header and footer. */
  sender: 'hidden print:block mt-6 border-t border-slate-300 pt-2 text-xs text-black',
  link: 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 print:hidden',
  printHint: 'mt-2 text-sm text-slate-600 print:hidden',
});

import { z } from 'zod';
import { analysisPromise } from './analysis-promise.ts';
import { claimLabels, freeAnalysis } from './claims.ts';
import { formatPercent } from './format.ts';
import { getPlan } from './plans.ts';
import { sitePages } from './site-pages.ts';
import { featureSchema, type Feature } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * Content of /kostenlose-analyse (docs/decisions.md: Pages). Every figure comes from claims.ts (freeAnalysis), so the page,
 * the FAQ and the meta description promise the same delivery time, radius and call length.
 */

const file = 'content/src/analysis-offer.ts';
const lines = (count: number) => z.array(z.string().trim().min(1)).length(count);

export const analysisHero = Object.freeze({
  title: 'Wie sichtbar ist dein Unternehmen wirklich?',
  subtitle:
    'Wir prüfen kostenlos, wie Kunden dich bei Google und in Maps finden – und zeigen dir, wo du Anfragen an die Konkurrenz verlierst.',
});

/** The three promises under the hero. */
export const analysisPromises: readonly string[] = Object.freeze(
  validateContent(lines(3), [`${formatPercent(100)} kostenlos`, 'Unverbindlich', analysisPromise.short], `${file} (analysisPromises)`),
);

/** Left column: what the free analysis contains. */
export const analysisFreeBenefits: readonly Feature[] = Object.freeze(
  validateContent(
    z.array(featureSchema).length(6),
    [
      {
        title: 'Google Maps & lokale SEO-Bewertung',
        description: 'Wie gut du in Maps und in der lokalen Suche dastehst – verständlich bewertet statt in Fachbegriffen.',
        icon: 'map-pin',
      },
      {
        title: `Direkte Wettbewerbsanalyse im Umkreis von ${freeAnalysis.competitorRadiusKm}\u00a0km`,
        description: 'Wer in deiner Nähe vor dir steht und warum.',
        icon: 'users',
      },
      {
        title: 'Unternehmensprofil-Check',
        description: 'Vollständigkeit, Kategorien, Fotos und Bewertungen deines Unternehmensprofils.',
        icon: 'building-2',
      },
      {
        title: 'Website-SEO-Check',
        description: 'Titel, Inhalte, Ladezeit und mobile Darstellung deiner Website.',
        icon: 'file-search',
      },
      {
        title: 'Social-Media-Präsenz-Analyse',
        description: 'Welche Kanäle du nutzt, wie aktiv sie sind und was fehlt.',
        icon: 'share-2',
      },
      {
        title: `${freeAnalysis.strategyCallMinutes}-minütiges persönliches Strategiegespräch`,
        description: 'Wir gehen das Ergebnis mit dir durch und beantworten deine Fragen.',
        icon: 'message-circle',
      },
    ],
    `${file} (analysisFreeBenefits)`,
  ),
);

/** Left column, greyed out: what only paying customers get. The lowest plan names the threshold. */
export const analysisPremiumOnly = Object.freeze({
  heading: `Ab dem ${getPlan('premium').name}-Paket`,
  items: Object.freeze(
    validateContent(
      lines(4),
      [
        'Konkrete Handlungsempfehlungen',
        `Individueller ${freeAnalysis.growthPlanMonths}-Monats-Wachstumsplan`,
        'Keyword-Potenzial mit Long-Tail-Vorschlägen',
        'Umfassende Wettbewerbsanalyse',
      ],
      `${file} (analysisPremiumOnly.items)`,
    ),
  ),
});

/** The toast after a sent request; the reading's exact wording (docs/decisions.md), with a plain hyphen, built from the delivery figure. */
export const analysisRequestSuccess = Object.freeze({
  title: 'Anfrage erfolgreich gesendet!',
  // The range as every page writes it („24–48 Stunden“, en dash and no-break space), from the one claim label.
  description: `Du erhältst deine kostenlose Analyse innerhalb von ${claimLabels.analysisDelivery} per E-Mail.`,
});

/** The thank-you page after a request sent without JavaScript: the toast's words, then the whole promise and how its hours count. */
export const analysisRequestThankYou = Object.freeze({
  eyebrow: 'Kostenlose Sichtbarkeitsanalyse',
  title: analysisRequestSuccess.title,
  description: analysisRequestSuccess.description,
  nextSteps: Object.freeze([analysisPromise.sentence, analysisPromise.counting, analysisPromise.callTiming]),
});

/**
 * Stored with each submission, so the lead service can show which consent wording a visitor saw.
 * Bump it (ISO date) whenever `analysisConsent` changes.
 */
export const consentVersion = '2025-10-01';

const consentSchema = z
  .object({
    /** Shown above/below the submit button; the page appends the privacy link after it. */
    statement: z.string().min(1),
    privacyLinkPrefix: z.string().min(1),
    privacyLinkText: z.string().min(1),
    privacyPath: z.string().startsWith('/'),
    version: z.iso.date(),
  })
  .strict();

/** Consent text under the form: `${statement} ${privacyLinkPrefix} <a href={privacyPath}>{privacyLinkText}</a>.` */
export const analysisConsent = Object.freeze(
  validateContent(
    consentSchema,
    {
      statement:
        'Mit dem Absenden bist du einverstanden, dass wir dich zu deiner kostenlosen Analyse kontaktieren. Deine Daten behandeln wir vertraulich und geben sie nicht an Dritte weiter.',
      privacyLinkPrefix: 'Mehr dazu in unserer',
      privacyLinkText: 'Datenschutzerklärung',
      privacyPath: sitePages.datenschutz.path,
      version: consentVersion,
    },
    `${file} (analysisConsent)`,
  ),
);

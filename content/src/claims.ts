import { z } from 'zod';
import { brand } from './company.ts';
import { formatEuro, formatPercent, formatRange } from './format.ts';
import { firstPlanWithSupporter, liveCallMinutes } from './plans.ts';
import { featureSchema, statisticSchema, type Feature, type Statistic } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * The marketing figures (docs/decisions.md: Product and Constants). Each figure exists once; pages, FAQ answers and meta texts
 * format it from here, so correcting a claim is one edit. Each headline figure carries its source, shown as a
 * footnote wherever the figure appears; until the business documents a study or customer survey, the source is
 * its own statement.
 */

/** The source note of a figure the provider states without outside evidence. */
export const providerStatement = 'Angabe des Anbieters';
const sourceNote = z.string().min(3);

const positiveInt = z.number().int().positive();
const rangeSchema = z
  .object({ min: positiveInt, max: positiveInt })
  .strict()
  .refine((range) => range.min < range.max, { message: 'min muss kleiner als max sein' });

const claimsSchema = z
  .object({
    /** The headline figure ("rund 10 Stunden"); the range is the longer reading of the same claim. */
    hoursSavedPerWeek: positiveInt,
    hoursSavedPerWeekRange: rangeSchema,
    moneySavedPerMonth: positiveInt,
    lessEffortPercent: positiveInt.max(100),
    moreReachPercent: positiveInt,
    conversionUpliftPercent: positiveInt,
    sources: z
      .object({
        hoursSaved: sourceNote,
        moneySaved: sourceNote,
        lessEffort: sourceNote,
        moreReach: sourceNote,
        conversionUplift: sourceNote,
      })
      .strict(),
    award: z
      .object({
        name: z.string().min(3),
        year: z.number().int().min(2000).max(2100),
        issuer: z.string().min(3).nullable(),
        source: sourceNote,
      })
      .strict(),
    noSetupFee: z.boolean(),
    startWithinMinutes: z.boolean(),
  })
  .strict()
  .refine((c) => c.hoursSavedPerWeek === c.hoursSavedPerWeekRange.min, {
    message: 'hoursSavedPerWeek ist die Untergrenze von hoursSavedPerWeekRange',
  });

export const claims = Object.freeze(
  validateContent(
    claimsSchema,
    {
      hoursSavedPerWeek: 10,
      hoursSavedPerWeekRange: { min: 10, max: 15 },
      moneySavedPerMonth: 850,
      lessEffortPercent: 75,
      moreReachPercent: 83,
      conversionUpliftPercent: 32,
      sources: {
        hoursSaved: providerStatement,
        moneySaved: providerStatement,
        lessEffort: providerStatement,
        moreReach: providerStatement,
        conversionUplift: providerStatement,
      },
      // The product reading names the award (docs/decisions.md: Product) but not who awarded it; `issuer` stays null
      // until the business names it.
      award: { name: 'Business Innovator', year: 2025, issuer: null, source: providerStatement },
      noSetupFee: true,
      startWithinMinutes: true,
    },
    'content/src/claims.ts (claims)',
  ),
);

/** "Business Innovator 2025", as every page names the award. */
export const awardTitle = `${claims.award.name} ${claims.award.year}`;

/** The award's footnote: year, issuer if known, and the source. */
export const awardSourceNote = `Auszeichnung ${claims.award.year}${claims.award.issuer ? `, verliehen von ${claims.award.issuer}` : ''} – ${claims.award.source}`;

/** What the initial analysis inside the app covers. */
export const initialAnalysis = Object.freeze(
  validateContent(
    z.object({ topLocations: positiveInt, topKeywords: positiveInt }).strict(),
    { topLocations: 10, topKeywords: 100 },
    'content/src/claims.ts (initialAnalysis)',
  ),
);

/** Facts of the free visibility analysis (/kostenlose-analyse). */
export const freeAnalysis = Object.freeze(
  validateContent(
    z
      .object({
        deliveryHours: rangeSchema,
        competitorRadiusKm: positiveInt,
        strategyCallMinutes: positiveInt,
        growthPlanMonths: positiveInt,
      })
      .strict(),
    { deliveryHours: { min: 24, max: 48 }, competitorRadiusKm: 30, strategyCallMinutes: 30, growthPlanMonths: 12 },
    'content/src/claims.ts (freeAnalysis)',
  ),
);

/** Conditions of the referral reward (/empfehlung). */
export const referral = Object.freeze(
  validateContent(
    z
      .object({
        rewardEuro: positiveInt,
        /** Only companies with no earlier contact or inquiry count as referred. */
        newCustomerOnly: z.boolean(),
        minContractMonths: positiveInt,
        withdrawalPeriodDays: positiveInt,
        unlimitedReferrals: z.boolean(),
      })
      .strict(),
    { rewardEuro: 500, newCustomerOnly: true, minContractMonths: 6, withdrawalPeriodDays: 14, unlimitedReferrals: true },
    'content/src/claims.ts (referral)',
  ),
);

/** Ready-made German labels for the figures that appear in running text. */
export const claimLabels = Object.freeze({
  /** "10 Stunden" */
  hoursSaved: `${claims.hoursSavedPerWeek}\u00a0Stunden`,
  /** "10–15 Stunden" */
  hoursSavedRange: `${formatRange(claims.hoursSavedPerWeekRange.min, claims.hoursSavedPerWeekRange.max)}\u00a0Stunden`,
  /** "850 €" */
  moneySaved: formatEuro(claims.moneySavedPerMonth),
  /** "75 %" */
  lessEffort: formatPercent(claims.lessEffortPercent),
  /** "83 %" */
  moreReach: formatPercent(claims.moreReachPercent),
  /** "+32 %" */
  conversionUplift: formatPercent(claims.conversionUpliftPercent, { signed: true }),
  /** "24–48 Stunden" */
  analysisDelivery: `${formatRange(freeAnalysis.deliveryHours.min, freeAnalysis.deliveryHours.max)}\u00a0Stunden`,
  /** "500 €" */
  referralReward: formatEuro(referral.rewardEuro),
  /** "Top-10-Standorte und Top-100-Keywords" */
  analysisScope: `Top-${initialAnalysis.topLocations}-Standorte und Top-${initialAnalysis.topKeywords}-Keywords`,
});

/** The four figures on /vorteile. */
export const statistics: readonly Statistic[] = Object.freeze(
  validateContent(
    z.array(statisticSchema).length(4),
    [
      { value: `${claims.hoursSavedPerWeek}\u00a0Std.`, label: 'weniger Marketingarbeit pro Woche', source: claims.sources.hoursSaved },
      { value: claimLabels.lessEffort, label: 'weniger Aufwand für Texte, Posts und Auswertungen', source: claims.sources.lessEffort },
      { value: claimLabels.moreReach, label: 'mehr Reichweite in Suche, Maps und Social Media', source: claims.sources.moreReach },
      { value: claimLabels.conversionUplift, label: 'Anfragen aus derselben Zahl an Besuchern', source: claims.sources.conversionUplift },
    ],
    'content/src/claims.ts (statistics)',
  ),
);

/** The five advantages on /vorteile. */
export const advantages: readonly Feature[] = Object.freeze(
  validateContent(
    z.array(featureSchema).length(5),
    [
      {
        title: 'Zeit zurückgewinnen',
        description: `Recherche, Texte und Auswertungen erledigt die App. Nach Angabe des Anbieters sind das rund ${claimLabels.hoursSavedRange} pro Woche – Zeit für Kunden und Team.`,
        icon: 'clock',
      },
      {
        title: 'Kosten im Griff',
        description: `Statt mehrerer Einzeltools und externer Dienstleister zahlst du ein festes Paket – nach Angabe des Anbieters rund ${claimLabels.moneySaved} weniger im Monat.`,
        icon: 'piggy-bank',
      },
      {
        title: 'Mehr Reichweite',
        description: `Bei Google, in Maps und in KI-Antworten präsent statt unsichtbar – nach Angabe des Anbieters ${claimLabels.moreReach} mehr Reichweite.`,
        icon: 'trending-up',
      },
      {
        title: 'Alles an einem Ort',
        description: `Analyse, Content, Social Media und Anzeigen laufen in einer App zusammen: kein Wechseln zwischen Programmen und nach Angabe des Anbieters ${claimLabels.lessEffort} weniger Aufwand.`,
        icon: 'layout-dashboard',
      },
      {
        title: 'Nie allein gelassen',
        description: `Jeden Monat ein Live-Call von rund ${liveCallMinutes} Minuten, ab ${firstPlanWithSupporter.name} mit festem Ansprechpartner, der dein Unternehmen kennt.`,
        icon: 'handshake',
      },
    ],
    'content/src/claims.ts (advantages)',
  ),
);

/** Home "Vorteile" section: three outcomes, the two savings figures and the award. */
export const homeBenefits = Object.freeze({
  outcomes: validateContent(
    z.array(featureSchema).length(3),
    [
      {
        title: 'Mehr Anfragen',
        description: 'Wer bei Google, in Maps und in KI-Antworten auftaucht, hat die Chance, angerufen, besucht und gebucht zu werden.',
        icon: 'phone-incoming',
      },
      {
        title: 'Mehr Kontrolle',
        description: 'Im Live-Dashboard siehst du jederzeit, welche Maßnahme wirkt und wo die Konkurrenz vorbeizieht.',
        icon: 'gauge',
      },
      {
        title: 'Mehr Sicherheit',
        description: `Ein erfahrener Berater aus dem ${brand.name}-Team prüft die Strategie mit dir – du entscheidest auf Grundlage von Zahlen.`,
        icon: 'shield-check',
      },
    ],
    'content/src/claims.ts (homeBenefits.outcomes)',
  ),
  savings: validateContent(
    z.array(statisticSchema).length(2),
    [
      { value: `${claims.hoursSavedPerWeek}\u00a0Std.`, label: 'pro Woche gespart', source: claims.sources.hoursSaved },
      { value: claimLabels.moneySaved, label: 'pro Monat gespart', source: claims.sources.moneySaved },
    ],
    'content/src/claims.ts (homeBenefits.savings)',
  ),
  award: awardTitle,
});

import { z } from 'zod';
import { awardFacts, brand } from './company.ts';
import { formatEuro, formatPercent, formatRange } from './format.ts';
import { firstPlanWithSupporter, getPlan, liveCallMinutes, lowestPlanPrice } from './plans.ts';
import { featureSchema, statisticSchema, type Feature, type Statistic } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * The marketing figures (docs/decisions.md: Product and Constants). Each figure exists once; pages, FAQ answers and meta texts
 * format it from here, so correcting a claim is one edit. Every figure carries its basis: a measurement (what was
 * measured, how many accounts, over which period, compared with what), or — as long as there is none — a goal or a
 * worked example, labelled as such wherever the figure appears. The provider's own say-so is no basis (UWG § 5):
 * a figure without one fails validation, and with it the build, naming the field.
 */

const basisText = z.string().min(20);
const basisSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('measurement'),
      /** What was measured, e.g. "Stunden, die Kunden pro Woche für Marketing aufwenden". */
      what: basisText,
      /** How many customer accounts the figure rests on. */
      n: z.number().int().min(10),
      /** The period measured, e.g. "01.01.–30.06.2026". */
      period: z.string().min(5),
      /** The reference point, e.g. "die drei Monate vor dem Start". */
      comparedWith: basisText,
    })
    .strict(),
  z.object({ kind: z.literal('goal'), statement: basisText }).strict(),
  z.object({ kind: z.literal('workedExample'), calculation: basisText }).strict(),
]);
export type ClaimBasis = z.infer<typeof basisSchema>;
export type ClaimBasisKind = ClaimBasis['kind'];

/** The word a visitor reads next to a figure: what kind of number it is. */
export const basisLabels: Readonly<Record<ClaimBasisKind, string>> = Object.freeze({
  measurement: 'Messung',
  goal: 'Ziel',
  workedExample: 'Rechenbeispiel',
});

/** The footnote under a figure: its label and its basis, in full. */
export function basisNote(basis: ClaimBasis): string {
  switch (basis.kind) {
    case 'measurement':
      return `Messung: ${basis.what}; ${basis.n} Kundenkonten; Zeitraum ${basis.period}; verglichen mit ${basis.comparedWith}.`;
    case 'goal':
      return `Ziel, keine Messung: ${basis.statement}`;
    case 'workedExample':
      return `Rechenbeispiel, keine Messung: ${basis.calculation}`;
  }
}

const entryPlan = getPlan('premium');
const entryPlanFeatures: readonly string[] = entryPlan.features;

const positiveInt = z.number().int().positive();
const rangeSchema = z
  .object({ min: positiveInt, max: positiveInt })
  .strict()
  .refine((range) => range.min < range.max, { message: 'min muss kleiner als max sein' });

/**
 * The worked example behind the money figure: what a business pays for single tools and services instead. Each item
 * names the feature of the compared package that replaces it, so the example never counts what the package lacks
 * (review 2026-11-26 N-H1: ads management and a social-media planner come only with Business).
 */
const costItemSchema = z.object({ item: z.string().min(3), euroPerMonth: positiveInt, replacedBy: z.string().min(3) }).strict();

const claimsSchema = z
  .object({
    /** The headline figure ("rund 10 Stunden"); the range is the longer reading of the same claim. */
    hoursSavedPerWeek: positiveInt,
    hoursSavedPerWeekRange: rangeSchema,
    /** The worked example behind the hours: own work per week today, and what is left for checking and approving. */
    ownWorkHoursPerWeek: rangeSchema,
    remainingHoursPerWeek: rangeSchema,
    moneySavedPerMonth: positiveInt,
    /** The single costs the money figure is compared with (its worked example). */
    moneySavedExample: z.array(costItemSchema).min(2).max(8),
    lessEffortPercent: positiveInt.max(100),
    moreReachPercent: positiveInt,
    conversionUpliftPercent: positiveInt,
    bases: z
      .object({
        hoursSaved: basisSchema,
        moneySaved: basisSchema,
        lessEffort: basisSchema,
        moreReach: basisSchema,
        conversionUplift: basisSchema,
      })
      .strict(),
    award: z.object({ name: z.string().min(3), year: z.number().int().min(2000).max(2100) }).strict(),
    noSetupFee: z.boolean(),
    startWithinMinutes: z.boolean(),
  })
  .strict()
  .refine((c) => c.hoursSavedPerWeek === c.hoursSavedPerWeekRange.min, {
    message: 'hoursSavedPerWeek ist die Untergrenze von hoursSavedPerWeekRange',
  })
  .refine(
    (c) =>
      c.ownWorkHoursPerWeek.min - c.remainingHoursPerWeek.min === c.hoursSavedPerWeekRange.min &&
      c.ownWorkHoursPerWeek.max - c.remainingHoursPerWeek.max === c.hoursSavedPerWeekRange.max,
    { message: 'hoursSavedPerWeekRange muss ownWorkHoursPerWeek minus remainingHoursPerWeek entsprechen' },
  )
  .refine(
    (c) => entryPlan.priceMonthly === lowestPlanPrice && c.moneySavedExample.every((cost) => entryPlanFeatures.includes(cost.replacedBy)),
    {
      message: 'moneySavedExample: jede Position nennt mit replacedBy eine Leistung des Einstiegspakets',
    },
  )
  .refine((c) => sum(c.moneySavedExample) - lowestPlanPrice === c.moneySavedPerMonth, {
    message: 'moneySavedPerMonth muss der Summe von moneySavedExample minus dem Einstiegspreis entsprechen',
  });

function sum(items: ReadonlyArray<{ euroPerMonth: number }>): number {
  return items.reduce((total, item) => total + item.euroPerMonth, 0);
}

/** Parses the claims; a figure without a basis stops the build with file and field named. */
export function parseClaims(value: unknown, file = 'content/src/claims.ts (claims)'): z.infer<typeof claimsSchema> {
  return validateContent(claimsSchema, value, file);
}

const moneySavedExample = [
  { item: 'SEO- und Ranking-Tool', euroPerMonth: 150, replacedBy: 'SEO-Empfehlungen und Rank-Tracking' },
  { item: 'Tool für Keyword- und Wettbewerbsanalyse', euroPerMonth: 100, replacedBy: 'Keyword-Recherche inklusive Long-Tail-Vorschlägen' },
  {
    item: 'freie Texterin für vier Website- und Blogbeiträge',
    euroPerMonth: 600,
    replacedBy: 'KI-Texte für Website, Blog und Social Media',
  },
  {
    item: 'Texte für Social-Media-Posts von einer Freelancerin',
    euroPerMonth: 300,
    replacedBy: 'KI-Texte für Website, Blog und Social Media',
  },
  {
    item: 'Pflege von Unternehmensprofil und Maps-Eintrag durch eine Freelancerin',
    euroPerMonth: 199,
    replacedBy: 'Optimierung von Unternehmensprofil und Maps-Eintrag',
  },
];

export const claims = Object.freeze(
  parseClaims({
    hoursSavedPerWeek: 10,
    hoursSavedPerWeekRange: { min: 10, max: 15 },
    ownWorkHoursPerWeek: { min: 12, max: 18 },
    remainingHoursPerWeek: { min: 2, max: 3 },
    moneySavedPerMonth: 850,
    moneySavedExample,
    lessEffortPercent: 75,
    moreReachPercent: 83,
    conversionUpliftPercent: 32,
    // The brand is fictional: no customer has been measured, so every figure is a goal or a worked example.
    bases: {
      hoursSaved: {
        kind: 'workedExample',
        calculation:
          'Ein Betrieb steckt heute 12–18 Stunden pro Woche selbst in Texte, Posts, Profilpflege und Auswertungen. ' +
          `Übernimmt die App im Paket ${entryPlan.name} Entwürfe und Auswertungen und bleiben 2–3 Stunden zum Prüfen und Freigeben, sind das 10–15 Stunden weniger. ` +
          'Anzeigen sind erst ab dem Paket Business enthalten und hier nicht eingerechnet. Wer heute weniger selbst macht, spart entsprechend weniger.',
      },
      moneySaved: {
        kind: 'workedExample',
        calculation:
          `Angenommene Monatspreise: ${moneySavedExample.map((cost) => `${cost.item} ${formatEuro(cost.euroPerMonth)}`).join(', ')}, ` +
          `zusammen ${formatEuro(sum(moneySavedExample))}, gegenüber dem Paket ${entryPlan.name} für ${formatEuro(lowestPlanPrice)}, das jede dieser Leistungen enthält ` +
          '(jeweils zzgl. USt.). Was du heute ausgibst, kann mehr oder weniger sein.',
      },
      lessEffort: {
        kind: 'goal',
        statement:
          'Für Texte, Posts und Auswertungen soll dir die App drei Viertel der Zeit abnehmen, die du heute ohne App dafür brauchst. Eine Messung bei Kunden liegt noch nicht vor.',
      },
      moreReach: {
        kind: 'goal',
        statement:
          'Im zwölften Monat 83 % mehr Aufrufe von Unternehmensprofil, Website und Beiträgen als im Monat vor dem Start. Eine Messung bei Kunden liegt noch nicht vor.',
      },
      conversionUplift: {
        kind: 'goal',
        statement:
          'Im zwölften Monat 32 % mehr Anfragen je 100 Website-Besucher als im Monat vor dem Start. Eine Messung bei Kunden liegt noch nicht vor.',
      },
    },
    award: { name: 'Business Innovator', year: 2025 },
    noSetupFee: true,
    startWithinMinutes: true,
  }),
);

/** Each figure's footnote, built from its basis. */
export const claimNotes = Object.freeze({
  hoursSaved: basisNote(claims.bases.hoursSaved),
  moneySaved: basisNote(claims.bases.moneySaved),
  lessEffort: basisNote(claims.bases.lessEffort),
  moreReach: basisNote(claims.bases.moreReach),
  conversionUplift: basisNote(claims.bases.conversionUplift),
});

/** Each figure's label word ("Ziel", "Rechenbeispiel"), for the line next to it. */
export const claimKinds = Object.freeze({
  hoursSaved: basisLabels[claims.bases.hoursSaved.kind],
  moneySaved: basisLabels[claims.bases.moneySaved.kind],
  lessEffort: basisLabels[claims.bases.lessEffort.kind],
  moreReach: basisLabels[claims.bases.moreReach.kind],
  conversionUplift: basisLabels[claims.bases.conversionUplift.kind],
});

/** "Business Innovator 2025", as every page names the award. */
export const awardTitle = `${claims.award.name} ${claims.award.year}`;

/**
 * The award's footnote: issuer, category, date and where to verify it (UWG § 5 Abs. 2 Nr. 3), from the company
 * facts. While those are placeholders the note says so instead of naming an issuer that does not exist.
 */
export const awardSourceNote = awardFacts.isPlaceholder
  ? `Auszeichnung „${awardTitle}“ – Verleiher, Kategorie und Fundstelle tragen wir hier nach (derzeit Platzhalter).`
  : `Auszeichnung „${awardTitle}“, verliehen von ${awardFacts.issuer} in der Kategorie ${awardFacts.category} am ${awardFacts.awardedOn}; nachprüfbar unter ${awardFacts.verifyUrl}`;

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
        /** The reward is a net amount: a referrer liable to VAT invoices it plus VAT. */
        rewardNet: z.boolean(),
        /** Only companies with no earlier contact or inquiry count as referred. */
        newCustomerOnly: z.boolean(),
        minContractMonths: positiveInt,
        withdrawalPeriodDays: positiveInt,
        /**
         * The contract must follow the referral within this many months: a referral is deleted 180 days after it
         * arrived (RETENTION_DAYS), so a later contract plus the waiting period would outlive the record the payout
         * needs (review 2026-11-26 N-M9; the launch check asks the business to decide for good).
         */
        contractWithinMonths: positiveInt,
        unlimitedReferrals: z.boolean(),
      })
      .strict(),
    {
      rewardEuro: 500,
      rewardNet: true,
      newCustomerOnly: true,
      minContractMonths: 6,
      withdrawalPeriodDays: 14,
      contractWithinMonths: 5,
      unlimitedReferrals: true,
    },
    'content/src/claims.ts (referral)',
  ),
);

/** Ready-made German labels for the figures that appear in running text. */
export const claimLabels = Object.freeze({
  /** "10 Stunden" */
  hoursSaved: `${claims.hoursSavedPerWeek}\u00a0Stunden`,
  /** "10–15 Stunden" */
  hoursSavedRange: `${formatRange(claims.hoursSavedPerWeekRange.min, claims.hoursSavedPerWeekRange.max)}\u00a0Stunden`,
  /** "12–18 Stunden": own work per week in the hours' worked example */
  ownWorkHoursRange: `${formatRange(claims.ownWorkHoursPerWeek.min, claims.ownWorkHoursPerWeek.max)}\u00a0Stunden`,
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
  /** What the free analysis (/kostenlose-analyse) checks; the Top-10/Top-100 scope is the app's first analysis, not this one. */
  freeAnalysisScope: `deine Sichtbarkeit in Google und Maps, dein Unternehmensprofil, deine Website, deine Social-Media-Präsenz und deine Konkurrenz im Umkreis von ${freeAnalysis.competitorRadiusKm}\u00a0km`,
  /** "Top-10-Standorte und Top-100-Keywords" */
  analysisScope: `Top-${initialAnalysis.topLocations}-Standorte und Top-${initialAnalysis.topKeywords}-Keywords`,
});

/** The four figures on /vorteile. */
export const statistics: readonly Statistic[] = Object.freeze(
  validateContent(
    z.array(statisticSchema).length(4),
    [
      {
        value: `${claims.hoursSavedPerWeek}\u00a0Std.`,
        label: `${claimKinds.hoursSaved}: weniger Marketingarbeit pro Woche`,
        source: claimNotes.hoursSaved,
      },
      {
        value: claimLabels.lessEffort,
        label: `${claimKinds.lessEffort}: weniger Aufwand für Texte, Posts und Auswertungen`,
        source: claimNotes.lessEffort,
      },
      {
        value: claimLabels.moreReach,
        label: `${claimKinds.moreReach}: mehr Reichweite in Suche, Maps und Social Media`,
        source: claimNotes.moreReach,
      },
      {
        value: claimLabels.conversionUplift,
        label: `${claimKinds.conversionUplift}: Anfragen aus derselben Zahl an Besuchern`,
        source: claimNotes.conversionUplift,
      },
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
        description: `Entwürfe, Recherche und Auswertungen übernimmt die App. In unserem Rechenbeispiel sind das ${claimLabels.hoursSavedRange} pro Woche – wie viel es bei dir ist, hängt davon ab, wie viel du heute selbst machst.`,
        icon: 'clock',
      },
      {
        title: 'Kosten im Griff',
        description: `Statt mehrerer Einzeltools und externer Dienstleister zahlst du ein festes Paket – im Rechenbeispiel ${claimLabels.moneySaved} weniger im Monat.`,
        icon: 'piggy-bank',
      },
      {
        title: 'Mehr Reichweite',
        description: `Bei Google, in Maps und in KI-Antworten präsent statt unsichtbar – unser Ziel sind ${claimLabels.moreReach} mehr Reichweite nach einem Jahr.`,
        icon: 'trending-up',
      },
      {
        title: 'Alles an einem Ort',
        description: `Analyse und Content, ab Business auch Social Media und Anzeigen, laufen in einer App zusammen: kein Wechseln zwischen Programmen, und unser Ziel sind ${claimLabels.lessEffort} weniger Aufwand.`,
        icon: 'layout-dashboard',
      },
      {
        title: 'Nie allein gelassen',
        description: `Jeden Monat ein Live-Call von rund ${liveCallMinutes} Minuten mit unserem Team, ab ${firstPlanWithSupporter.name} mit festem Ansprechpartner, der dein Unternehmen kennt.`,
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
        description: `Eine Beraterin oder ein Berater aus dem ${brand.name}-Team prüft die Strategie mit dir – du entscheidest auf Grundlage von Zahlen.`,
        icon: 'shield-check',
      },
    ],
    'content/src/claims.ts (homeBenefits.outcomes)',
  ),
  savings: validateContent(
    z.array(statisticSchema).length(2),
    [
      {
        value: `${claims.hoursSavedPerWeek}\u00a0Std.`,
        label: `pro Woche gespart (${claimKinds.hoursSaved})`,
        source: claimNotes.hoursSaved,
      },
      { value: claimLabels.moneySaved, label: `pro Monat gespart (${claimKinds.moneySaved})`, source: claimNotes.moneySaved },
    ],
    'content/src/claims.ts (homeBenefits.savings)',
  ),
  award: awardTitle,
});

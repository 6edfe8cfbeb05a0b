import { z } from 'zod';
import { formatEuro } from './format.ts';
import { planSchema, type Plan, type PlanId } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * The three packages (docs/decisions.md: Constants). Prices live only in `priceMonthly`; every text that names a price is built
 * from it with formatEuro, so the Enterprise card price (docs/decisions.md: 1.299 €) is the only one that can appear.
 */

/** A live call lasts about this long (docs/decisions.md: Constants). */
export const liveCallMinutes = 60;

/** Plans whose price already contains the AI optimisation add-on; the others can book it (docs/decisions.md: Constants). */
export const aiOptimisationIncludedIn: readonly PlanId[] = Object.freeze(['enterprise'] as const);

/**
 * The bookable add-on that delivers the AI optimisation. The plan cards and the add-on list (addons.ts) both
 * read this name, so the card note always points at an add-on the visitor can find further down the page.
 */
export const aiOptimisationAddonName = 'KI-Sichtbarkeits-Monitoring';

/** Under the package cards: what no package price contains (the terms stand once above the cards, plan-audience.ts). */
export const planPriceNote = 'Ein Werbebudget für Anzeigen ist in keinem Paketpreis enthalten; du zahlst es direkt an die Plattform.';

interface PlanInput {
  id: PlanId;
  name: string;
  subtitle: string;
  priceMonthly: number;
  description: string;
  /** What the plan adds; the call, supporter and "Alles aus …" lines are generated below. */
  ownFeatures: string[];
  highlighted: boolean;
  liveCallsPerMonth: number;
  /** Business sells its call as a strategy call (docs/decisions.md: Constants), the others as live calls. */
  callName: { singular: string; plural: string };
  personalSupporter: boolean;
}

const liveCall = { singular: 'Live-Call', plural: 'Live-Calls' };

const planInputs: PlanInput[] = [
  {
    id: 'premium',
    name: 'Premium',
    subtitle: 'Der solide Einstieg',
    priceMonthly: 499,
    description:
      'Für Betriebe, die lokal gefunden werden wollen: Die App analysiert deinen Markt, schreibt mit KI deine Texte und zeigt dir jeden Monat, was sich bewegt hat.',
    ownFeatures: [
      'App mit KI-Unterstützung und Live-Dashboard',
      'Automatische Wettbewerbsanalyse in deiner Region',
      'Keyword-Recherche inklusive Long-Tail-Vorschlägen',
      'KI-Texte für Website, Blog und Social Media',
      'Optimierung von Unternehmensprofil und Maps-Eintrag',
      'SEO-Empfehlungen und Rank-Tracking',
      'Monitoring mit Alerts und monatlichem Reporting',
    ],
    highlighted: false,
    liveCallsPerMonth: 1,
    callName: liveCall,
    personalSupporter: false,
  },
  {
    id: 'business',
    name: 'Business',
    subtitle: 'Die Empfehlung für wachsende Betriebe',
    priceMonthly: 899,
    description:
      'Für Unternehmen, die mehr Anfragen wollen, ohne alles selbst umzusetzen: Social Media, Anzeigen und Bewertungen laufen mit, und ein fester Ansprechpartner behält den Plan im Blick.',
    ownFeatures: [
      'Social-Media-Planung und Veröffentlichung',
      'Automatisch erstellte Google- und Facebook-Anzeigen',
      'Bewertungs- und Reputationsmanagement',
      'Einträge in lokalen Verzeichnissen (Citations)',
    ],
    highlighted: true,
    liveCallsPerMonth: 1,
    callName: { singular: 'Strategie-Call', plural: 'Strategie-Calls' },
    personalSupporter: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    subtitle: 'Maximale Sichtbarkeit',
    priceMonthly: 1299,
    description:
      'Für Unternehmen, die bei Google, in Maps und in KI-Antworten so sichtbar wie möglich sein wollen: mehr gemeinsame Zeit mit deinem Ansprechpartner, Backlink-Aufbau und Optimierung für KI-Suchen.',
    ownFeatures: ['Backlink-Aufbau mit lokalen Partnern und Branchenportalen'],
    highlighted: false,
    liveCallsPerMonth: 2,
    callName: liveCall,
    personalSupporter: true,
  },
];

function liveCallNoteFor(input: PlanInput): string {
  const count = input.liveCallsPerMonth;
  const name = count === 1 ? input.callName.singular : input.callName.plural;
  return `${count} ${name} pro Monat (${count === 1 ? '' : 'je '}ca. ${liveCallMinutes} Minuten)`;
}

function addonNoteFor(id: PlanId): string {
  return aiOptimisationIncludedIn.includes(id)
    ? `Inklusive: KI-Optimierung mit ${aiOptimisationAddonName}`
    : `Optional: KI-Optimierung mit ${aiOptimisationAddonName} als Add-on`;
}

function buildPlan(input: PlanInput, previous: PlanInput | undefined): Plan {
  const liveCallNote = liveCallNoteFor(input);
  return {
    id: input.id,
    name: input.name,
    subtitle: input.subtitle,
    priceMonthly: input.priceMonthly,
    description: input.description,
    // The card lists everything in one place, so call and supporter lines are part of `features` too.
    features: [
      ...(previous ? [`Alles aus ${previous.name}`] : []),
      ...input.ownFeatures,
      liveCallNote,
      ...(input.personalSupporter ? ['Fester persönlicher Ansprechpartner'] : []),
    ],
    addonNote: addonNoteFor(input.id),
    highlighted: input.highlighted,
    liveCallsPerMonth: input.liveCallsPerMonth,
    liveCallNote,
    personalSupporter: input.personalSupporter,
  };
}

const plansSchema = z
  .array(planSchema)
  .length(3)
  .refine((list) => list.filter((plan) => plan.highlighted).length === 1, { message: 'Genau ein Paket ist hervorgehoben' })
  .refine((list) => new Set(list.map((plan) => plan.id)).size === list.length, { message: 'Paket-IDs sind eindeutig' });

/** Premium, Business, Enterprise in ascending price order, as the cards show them. */
export const plans: readonly Plan[] = Object.freeze(
  validateContent(
    plansSchema,
    planInputs.map((input, index) => buildPlan(input, planInputs[index - 1])),
    'content/src/plans.ts (plans)',
  ),
);

const plansById = new Map(plans.map((plan) => [plan.id, plan]));

export function getPlan(id: PlanId): Plan {
  const plan = plansById.get(id);
  if (!plan) throw new Error(`Unbekanntes Paket: ${id}`);
  return plan;
}

/** The entry price behind every "ab 499 €". */
export const lowestPlanPrice: number = Math.min(...plans.map((plan) => plan.priceMonthly));

/** "499 €" for a plan card. */
export function planPriceLabel(id: PlanId): string {
  return formatEuro(getPlan(id).priceMonthly);
}

/** "ab 499 €" for teasers, FAQ answers and meta texts. */
export const fromPriceLabel = `ab ${formatEuro(lowestPlanPrice)}`;

/** The first (cheapest) plan with a fixed personal supporter, for texts like "ab Business". */
export const firstPlanWithSupporter: Plan = (() => {
  const plan = plans.find((candidate) => candidate.personalSupporter);
  if (!plan) throw new Error('content/src/plans.ts: kein Paket mit festem Ansprechpartner');
  return plan;
})();

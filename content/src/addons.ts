import { z } from 'zod';
import { formatEuro } from './format.ts';
import { aiOptimisationAddonName, aiOptimisationIncludedIn, plans } from './plans.ts';
import { contentAddonSchema, serviceAddonSchema, type ContentAddon, type PlanId, type ServiceAddon } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * Bookable add-ons for /preise (docs/decisions.md: Constants). Which plans already include an add-on is stated once, in
 * `includedIn`; the visible "inklusive in …" note is generated from it so card and list cannot disagree.
 */

/** "inklusive in Business und Enterprise", "in allen Paketen inklusive", or undefined when only bookable. */
export function includedNoteFor(includedIn: readonly PlanId[]): string | undefined {
  const names = plans.filter((plan) => includedIn.includes(plan.id)).map((plan) => plan.name);
  if (names.length === 0) return undefined;
  if (names.length === plans.length) return 'in allen Paketen inklusive';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
  return `inklusive in ${list}`;
}

type ContentAddonInput = Omit<ContentAddon, 'includedNote'>;
type ServiceAddonInput = Omit<ServiceAddon, 'includedNote'>;

function withIncludedNote<T extends { includedIn: PlanId[] }>(addon: T): T & { includedNote?: string } {
  const includedNote = includedNoteFor(addon.includedIn);
  return includedNote ? { ...addon, includedNote } : addon;
}

const contentAddonInputs: ContentAddonInput[] = [
  {
    id: 'landingpage',
    name: 'Landingpage',
    description:
      'Eine eigene Seite für ein Angebot, eine Aktion oder einen Standort – mit klarer Botschaft, lokaler SEO und direktem Weg zur Anfrage.',
    price: 179,
    unit: 'pro Landingpage',
    includedIn: [],
  },
  {
    id: 'blogartikel',
    name: 'Blogartikel',
    description:
      'Ein fundierter Fachartikel mit rund 1.500 Wörtern zu einer Frage, die deine Kunden tatsächlich stellen – recherchiert, suchmaschinenoptimiert und in deinem Ton.',
    price: 199,
    unit: 'pro Artikel',
    includedIn: [],
  },
  {
    id: 'social-media',
    name: 'Social Media',
    description: '8 Beiträge pro Monat für deine Kanäle: Text und Bild aufeinander abgestimmt, eingeplant und veröffentlicht über die App.',
    price: 629,
    unit: 'pro Monat',
    includedIn: [],
  },
  {
    id: 'content-booster',
    name: 'Content-Booster',
    description:
      '4 Blogartikel und 8 Social-Media-Beiträge pro Monat – für alle, die bei ihren Themen schnell als erste Adresse wahrgenommen werden wollen.',
    price: 899,
    unit: 'pro Monat',
    includedIn: [],
  },
  {
    id: 'branchen-content',
    name: 'Branchen-Content-Paket',
    description:
      'Leistungsseiten mit den Begriffen, Fragen und Beispielen deiner Branche, damit Google versteht, was du anbietest und für wen.',
    price: 199,
    unit: 'pro Seite',
    includedIn: [],
  },
  {
    id: 'texte-pro-review',
    name: 'Texte-Pro Review',
    description:
      'Ein erfahrener Texter prüft eine bestehende Seite auf Verständlichkeit, Suchintention und Überzeugungskraft und überarbeitet sie.',
    price: 149,
    unit: 'pro Seite',
    includedIn: ['business', 'enterprise'],
  },
];

const serviceAddonInputs: ServiceAddonInput[] = [
  {
    id: 'strategische-beratung',
    name: 'Strategische Beratung',
    description:
      'Laufende Abstimmung zu Zielen, Prioritäten und Budget, damit jede Maßnahme auf dein Geschäft einzahlt und nicht nur auf Klickzahlen.',
    price: 379,
    unit: 'pro Monat',
    includedIn: ['premium', 'business', 'enterprise'],
    highlighted: false,
  },
  {
    id: 'eins-zu-eins-strategie',
    name: '1:1-Strategie',
    description:
      '4 Sessions pro Monat zusätzlich zu den Live-Calls deines Pakets, mit jemandem aus unserem Strategie-Team (ab Business mit deinem festen Ansprechpartner): Ihr geht Kampagnen, Inhalte und Ergebnisse gemeinsam durch und legt die nächsten Schritte fest.',
    price: 499,
    unit: 'pro Monat',
    includedIn: ['enterprise'],
    highlighted: true,
  },
  {
    id: 'kickstart-call',
    name: 'Kickstart-Call',
    description: '45 Minuten zum Start: Wir richten die App gemeinsam mit dir ein, klären deine Ziele und legen die ersten Maßnahmen fest.',
    price: 129,
    unit: 'einmalig',
    includedIn: [],
    highlighted: false,
  },
  {
    id: 'quartalsanalyse',
    name: 'Quartalsanalyse',
    description:
      'Ein ausführlicher Bericht zu Rankings, Anfragen und Wettbewerb im vergangenen Quartal – mit konkreten Empfehlungen für die nächsten drei Monate.',
    price: 479,
    unit: 'pro Quartal',
    includedIn: [],
    highlighted: false,
  },
  {
    id: 'bio-text',
    name: 'Bio-Text',
    description:
      'Ein prägnanter Text über dich und dein Unternehmen, einsetzbar auf der Website, im Unternehmensprofil und in deinen Social-Media-Profilen.',
    price: 219,
    unit: 'einmalig',
    includedIn: [],
    highlighted: false,
  },
  {
    id: 'ki-sichtbarkeits-monitoring',
    name: aiOptimisationAddonName,
    description:
      'Prüft jeden Monat, ob ChatGPT & Co. dein Unternehmen bei passenden Fragen nennen, und optimiert deine Inhalte, damit du in KI-Antworten häufiger vorkommst.',
    price: 199,
    unit: 'pro Monat',
    // The same add-on the plan cards offer as "KI-Optimierung"; its inclusion is stated once, in plans.ts.
    includedIn: [...aiOptimisationIncludedIn],
    highlighted: true,
  },
];

const uniqueIds = (list: readonly { id: string }[]) => new Set(list.map((addon) => addon.id)).size === list.length;

const contentAddonsSchema = z.array(contentAddonSchema).length(6).refine(uniqueIds, { message: 'Add-on-IDs sind eindeutig' });
const serviceAddonsSchema = z
  .array(serviceAddonSchema)
  .length(6)
  .refine(uniqueIds, { message: 'Add-on-IDs sind eindeutig' })
  .refine((list) => list.some((addon) => addon.highlighted), { message: 'Mindestens ein Service-Add-on ist hervorgehoben' });

/** The six content add-ons for /preise, in display order. */
export const contentAddons: readonly ContentAddon[] = Object.freeze(
  validateContent(contentAddonsSchema, contentAddonInputs.map(withIncludedNote), 'content/src/addons.ts (contentAddons)'),
);

/** The six strategy and service add-ons for /preise, in display order. */
export const serviceAddons: readonly ServiceAddon[] = Object.freeze(
  validateContent(serviceAddonsSchema, serviceAddonInputs.map(withIncludedNote), 'content/src/addons.ts (serviceAddons)'),
);

/** "179 € pro Landingpage", "129 € einmalig". */
export function addonPriceLabel(addon: Pick<ContentAddon, 'price' | 'unit'>): string {
  return `${formatEuro(addon.price)} ${addon.unit}`;
}

/** Add-ons a plan already contains, for the plan card ("Inklusive: …"). */
export function includedAddonsFor(planId: PlanId): readonly (ContentAddon | ServiceAddon)[] {
  return [...contentAddons, ...serviceAddons].filter((addon) => addon.includedIn.includes(planId));
}

/**
 * What /preise says about the monthly add-ons' term until the business has decided it (review 2026-11-26 N-M14,
 * listed by the launch check): no term is promised, the offer before booking states it.
 */
export const addonTermsNote =
  'Laufzeit und Kündigungsfrist der monatlichen Add-ons nennen wir dir im Angebot vor der Buchung; alle Preise zzgl. USt.';

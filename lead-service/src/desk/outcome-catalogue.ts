/**
 * What „Kunde geworden“ offers and what a won lead is worth: the content's packages and add-ons with their prices
 * (content/src/plans.ts, addons.ts — each price one constant there). The monthly value is the package plus the
 * add-ons billed per month; one-off, per-page and quarterly add-ons are recorded but add nothing to it.
 */
import { addonPriceLabel, contentAddons, serviceAddons } from '@sichtwerk/content/addons';
import { plans } from '@sichtwerk/content/plans';
import { lostReasons, type LostReason, type OutcomeCatalogue, type WonFacts } from '@sichtwerk/forms/desk/outcome-contract';

const monthlyUnit = 'pro Monat';
const allAddOns = [...contentAddons, ...serviceAddons];

export const outcomeCatalogue: OutcomeCatalogue = Object.freeze({
  packages: plans.map((plan) => ({ id: plan.id, name: plan.name, priceMonthly: plan.priceMonthly })),
  addOns: allAddOns.map((addon) => ({
    id: addon.id,
    name: addon.name,
    priceLabel: addonPriceLabel(addon),
    monthly: addon.unit === monthlyUnit,
    includedIn: [...addon.includedIn],
  })),
  lostReasons: Object.entries(lostReasons).map(([key, label]) => ({ key: key as LostReason, label })),
});

export interface PricedWin {
  package: { id: string; name: string };
  addOns: { id: string; name: string }[];
  monthlyValue: number;
}

/** The won facts checked against the content and priced; a German refusal naming the field otherwise. */
export function priceWin(facts: Pick<WonFacts, 'package' | 'addOns'>): PricedWin | { field: string; message: string } {
  const plan = plans.find((candidate) => candidate.id === facts.package);
  if (!plan) return { field: 'won.package', message: 'Dieses Paket gibt es nicht.' };
  if (new Set(facts.addOns).size !== facts.addOns.length) return { field: 'won.addOns', message: 'Jedes Add-on bitte nur einmal wählen.' };
  const addOns = [];
  for (const id of facts.addOns) {
    const addon = allAddOns.find((candidate) => candidate.id === id);
    if (!addon) return { field: 'won.addOns', message: 'Dieses Add-on gibt es nicht.' };
    if (addon.includedIn.includes(plan.id)) {
      return { field: 'won.addOns', message: `${addon.name} ist in ${plan.name} schon enthalten.` };
    }
    addOns.push(addon);
  }
  return {
    package: { id: plan.id, name: plan.name },
    addOns: addOns.map((addon) => ({ id: addon.id, name: addon.name })),
    monthlyValue: plan.priceMonthly + addOns.filter((addon) => addon.unit === monthlyUnit).reduce((sum, addon) => sum + addon.price, 0),
  };
}

/** The names of stored ids, for a lead recorded before a package or add-on was renamed or removed: the id itself. */
export function packageName(id: string): string {
  return plans.find((plan) => plan.id === id)?.name ?? id;
}

export function addOnName(id: string): string {
  return allAddOns.find((addon) => addon.id === id)?.name ?? id;
}

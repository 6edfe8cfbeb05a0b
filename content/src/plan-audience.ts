import { pricingFaqTerm } from './legal/contract-terms.ts';
import type { PlanId } from './schemas.ts';

/** Who each package is for, one line on its card on /preise so a visitor finds theirs without reading all three. */
export const planAudience: Readonly<Record<PlanId, string>> = Object.freeze({
  premium: 'Für Betriebe mit einem Standort, die selbst mit anpacken',
  business: 'Für Betriebe, die mehr Anfragen wollen und Umsetzung abgeben',
  enterprise: 'Für mehrere Standorte oder starken Wettbewerb vor Ort',
});

/** The contract facts stated once above the package cards, short; the full sentences stand once under them. */
export const planTermsLabel = 'Für alle Pakete gilt';

export const planTermsShort: readonly string[] = Object.freeze([
  `${pricingFaqTerm.minimumTermMonths} Monate Mindestlaufzeit, danach monatlich kündbar`,
  'Preise netto zzgl. USt.',
  'nur für Unternehmer (§ 14 BGB)',
]);

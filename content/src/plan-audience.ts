import { agbTermSectionId } from './legal/agb.ts';
import { agbTerm } from './legal/contract-terms.ts';
import { pages } from './routes.ts';
import type { PlanId } from './schemas.ts';

/** Who each package is for, one line on its card on /preise so a visitor finds theirs without reading all three. */
export const planAudience: Readonly<Record<PlanId, string>> = Object.freeze({
  premium: 'Für Betriebe mit einem Standort, die selbst mit anpacken',
  business: 'Für Betriebe, die mehr Anfragen wollen und Umsetzung abgeben',
  enterprise: 'Für mehrere Standorte oder starken Wettbewerb vor Ort',
});

/**
 * The contract facts stated once above the package cards, short. What happens after the minimum term is left to
 * AGB § 4 (it renews by 12 months): the pricing FAQ's own sentence stands once, in the FAQ (review 2026-11-26 N-H2).
 */
export const planTermsLabel = 'Für alle Pakete gilt';

export interface PlanTerm {
  readonly text: string;
  /** Where the term is stated in full. */
  readonly href?: string;
}

export const planTermsShort: readonly PlanTerm[] = Object.freeze([
  { text: `${agbTerm.minimumTermMonths} Monate Mindestlaufzeit` },
  { text: 'Laufzeit und Kündigung nach § 4 AGB', href: `${pages.agb.path}#${agbTermSectionId}` },
  { text: 'Preise netto zzgl. USt.' },
  { text: 'nur für Unternehmer (§ 14 BGB)' },
]);

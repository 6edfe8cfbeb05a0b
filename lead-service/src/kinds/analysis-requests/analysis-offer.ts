/**
 * The facts of the free analysis that the e-mails promise and the consent version stored with each lead,
 * taken from the site's content so mail, page and database never disagree (docs/decisions.md: Constants: delivery 24–48
 * hours, 30-minute strategy call, 30 km competitor radius).
 */
import { analysisConsent } from '@sichtwerk/content/analysis-offer';
import { claimLabels, freeAnalysis } from '@sichtwerk/content/claims';

export const analysisOffer = Object.freeze({
  /** "24–48 Stunden" */
  deliveryLabel: claimLabels.analysisDelivery,
  strategyCallMinutes: freeAnalysis.strategyCallMinutes,
  competitorRadiusKm: freeAnalysis.competitorRadiusKm,
});

/**
 * Version of the consent text shown under the form, stored with each lead as proof of what the visitor
 * agreed to. The browser does not send it: the server records the version it currently serves.
 */
export const consentVersion: string = analysisConsent.version;

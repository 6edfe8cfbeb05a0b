import { claimLabels, freeAnalysis } from './claims.ts';
import { workingDays } from './legal/contract-terms.ts';

const delivery = claimLabels.analysisDelivery;
const callMinutes = freeAnalysis.strategyCallMinutes;

/**
 * The free analysis's one promise, as every page, the FAQ, the thank-you page and the receipt mail say it (review
 * 2026-11-26 N-H3): the result goes out by e-mail within 24–48 hours, then we present it in the 30-minute call.
 * The hours count from receipt around the clock, weekends and public holidays included, because that is what the
 * e-mail can keep and what the desk measures (the e-mail, not the call); the call is arranged for a working day.
 * Mails of the analysis and the booking read these sentences instead of phrasing the facts again.
 */
export const analysisPromise = Object.freeze({
  deliveryHours: freeAnalysis.deliveryHours,
  /** The hours run from receipt on the clock, not on working days (the desk's deadline is receipt + the maximum). */
  countsAroundTheClock: true as const,
  callMinutes,
  /** The whole promise in one sentence. */
  sentence:
    `Du bekommst das Ergebnis deiner kostenlosen Analyse innerhalb von ${delivery} per E-Mail; ` +
    `danach stellen wir es dir in einem ${callMinutes}-minütigen Strategiegespräch persönlich vor.`,
  /** How the hours are counted. */
  counting: 'Die Stunden zählen ab Eingang deiner Anfrage rund um die Uhr, auch am Wochenende und an Feiertagen.',
  /**
   * When the call can be booked and how it relates to the analysis, the one sentence of receipt, FAQ, thank-you
   * page, analysis mail, booking page and invitation (review 2026-11-28 P-M2). The booking keeps it: its first slot
   * is the request + the promised hours (lead-service/src/booking/book-call.ts), and a booked call whose analysis is still unsent a
   * day before goes to the team (docs/decisions.md, „Der Termin des Strategiegesprächs“).
   */
  callTiming:
    `Den Termin für das ${callMinutes}-minütige Gespräch wählst du selbst online, an einem Arbeitstag (${workingDays}), ` +
    `frühestens ${freeAnalysis.deliveryHours.max}\u00a0Stunden nach deiner Anfrage.`,
  /** A short line for lists, buttons' neighbours and meta descriptions. */
  short: `Ergebnis in ${delivery} per E-Mail, danach persönlich im ${callMinutes}-Minuten-Gespräch`,
  /** The first step of the flow, for a closing sentence that names only the delivery. */
  byMail: `Das Ergebnis bekommst du innerhalb von ${delivery} per E-Mail`,
});

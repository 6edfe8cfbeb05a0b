/**
 * The "Stand" of each legal text (ISO dates), kept once: the documents, their pages' lastModified (sitemap) and
 * every mention read them from here. Change a date together with the text it dates.
 */
export const legalDates = Object.freeze({
  /** Last changed when the managing director line and the liability sentence were reworded. */
  impressum: '2026-11-23',
  /** Last changed when the referral sections named the recommended company's contact one way („Ansprechpartner“). */
  datenschutz: '2026-11-28',
  /** The product reading dates the AGB 05.01.2025 (docs/decisions.md: Pages). */
  agb: '2025-01-05',
  /** First published with the accessibility gate (issue 33). */
  barrierefreiheit: '2026-11-28',
});

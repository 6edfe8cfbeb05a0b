/**
 * The "Stand" of each legal text (ISO dates), kept once: the documents, their pages' lastModified (sitemap) and
 * every mention read them from here. Change a date together with the text it dates.
 */
export const legalDates = Object.freeze({
  impressum: '2025-07-01',
  /** Last changed when the form protection (rate limit window, form tokens) was described. */
  datenschutz: '2026-11-21',
  /** The product reading dates the AGB 05.01.2025 (docs/decisions.md: Pages). */
  agb: '2025-01-05',
});

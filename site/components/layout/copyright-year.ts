/**
 * The year in the footer's copyright line: the year in Berlin when the page is rendered. Every page is prerendered
 * and the Layout runs on the server only, so that is the build's year; a new year needs a new build, never an edit
 * (review 2026-11-26 N-M17: a typed year showed © 2025 in 2026).
 */
export function copyrightYear(renderedAt: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(renderedAt));
}

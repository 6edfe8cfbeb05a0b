/**
 * A step that asks for one click, not a filled form (the confirmation step's button): a person who reads its
 * two sentences and clicks takes about a second, so the form's minimum fill time would refuse people who click
 * at once (seen at 2 s with the former 3 s bound). Such a token's minimum is this, or the forms' own if that is
 * smaller (0 in tests). docs/decisions.md ("Minimum fill time") gives the basis of both figures.
 */
export const oneClickMinMs = 1_000;

/** The token names of one-click steps start with this; the confirmation step adds the lead's id. */
export const oneClickFormPrefix = 'bestaetigen-';

/** The youngest acceptable age of a token issued for `form`. */
export function minFillMsOf(form: string, formMinFillMs: number): number {
  return form.startsWith(oneClickFormPrefix) ? Math.min(formMinFillMs, oneClickMinMs) : formMinFillMs;
}

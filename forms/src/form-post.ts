/**
 * Where a lead form posts when no script runs: below its own page, `/kostenlose-analyse/absenden`, so the page a
 * visitor then reads — the problems with the form again, or the way on — stands under the form's address and not
 * under the API's (/api/contact-submissions). The lead service takes such a post as its kind's endpoint would
 * (lead-service/src/pipeline/form-post-addresses.ts). Bundled into the browser: no imports.
 */
export const formPostSegment = '/absenden';

/** "/kostenlose-analyse" → "/kostenlose-analyse/absenden". */
export function formPostPathOf(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}${formPostSegment}`;
}

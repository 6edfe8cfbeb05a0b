/**
 * The form protection's field names, shared by the browser form (site/components/forms) and the server
 * (lead-service/src/pipeline/form-route.ts). They belong to no kind's schema and never reach a row. Bundled into
 * the browser: no imports.
 */

/** The two body keys of a JSON post: the honeypot field's value and the signed time token. */
export const formProtectionFields = Object.freeze({
  honeypot: '_hp',
  token: '_token',
} as const);

/**
 * The honeypot input's `name` in the HTML form, which is what a plain form post (no script) sends. It looks
 * like a field worth filling, so a program that fills every field fills it; the JSON path sends its value as
 * `formProtectionFields.honeypot`.
 */
export const honeypotInputName = 'homepage';

/**
 * The JSON body key under which the form island sends where the lead came from: `{ page }`, the form page's path
 * with its query (UTM parameters). The page before is not read in the browser (privacy policy). The server keeps only bounded parts
 * (lead-service/src/pipeline/lead-source.ts); like the protection fields it is no field of any schema.
 */
export const leadSourceField = '_source';

/** GET <api>/api/form-token?form=<name> answers `{ token }`; the name is the form endpoint's last path segment. */
export const formTokenEndpoint = '/api/form-token';

/** "/api/contact-submissions" → "contact-submissions". */
export function formNameOf(endpoint: string): string {
  return endpoint.replace(/^\/api\//, '');
}

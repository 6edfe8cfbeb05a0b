/**
 * The two body keys of the form protection, shared by the browser form (site/components/forms) and the
 * server (src/leads/form-route.ts): the honeypot field's value and the signed time token. They belong to no
 * kind's schema and never reach a row. Bundled into the browser: no imports.
 */
export const formProtectionFields = Object.freeze({
  honeypot: '_hp',
  token: '_token',
} as const);

/** GET <api>/api/form-token?form=<name> answers `{ token }`; the name is the form endpoint's last path segment. */
export const formTokenEndpoint = '/api/form-token';

/** "/api/contact-submissions" → "contact-submissions". */
export function formNameOf(endpoint: string): string {
  return endpoint.replace(/^\/api\//, '');
}

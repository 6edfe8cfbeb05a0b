/**
 * The site's Content-Security-Policy, written once and used by every server that delivers the pages: the
 * Express app (`npm start`), Caddy (infra/Caddyfile) and a CDN (infra/cdn-headers). A test compares the three,
 * so a change here that is not carried over fails instead of drifting.
 *
 * Why these sources: the prerendered pages load scripts, styles and fonts only from /assets; their inline
 * <script> elements are JSON-LD and Vike's JSON page context — data blocks, which CSP does not execute and
 * does not need to allow — so 'unsafe-inline' is not needed for scripts or styles. The forms post to /api on
 * the same origin, with fetch (connect-src) or, without JavaScript, as a plain form post (form-action, which
 * also covers the 303 to the thank-you page). Images may be data: URIs (inlined SVG icons).
 *
 * The built pages carry no inline style at all (the form island's toast region is styled by classes), so
 * style-src needs neither 'unsafe-inline' nor hashes; a style attribute that appears one day must be listed
 * here by its hash ('unsafe-hashes' + sha256 of exactly that text). lead-service/test/site-csp.test.ts checks
 * the built HTML against this list and site/e2e/foundation/accessibility.spec.ts loads every route
 * in Chromium and fails on any violation.
 */
export const allowedInlineStyleHashes: readonly string[] = Object.freeze([]);

export const siteCspDirectives: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", ...(allowedInlineStyleHashes.length > 0 ? ["'unsafe-hashes'", ...allowedInlineStyleHashes] : [])],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * The queue dashboard (bull-board) renders a loading screen with inline style attributes and a <style>
 * element, and React sets styles at run time; its scripts are files. Only styles are relaxed, and only
 * under /admin. Fonts stay this origin's: the dashboard's page is served without bull-board's Google Fonts link
 * (ops/queue-dashboard.ts), so the operator's browser need not tell Google about every dashboard visit, and the
 * UI falls back to system fonts (checked in Chromium).
 */
export const adminCspDirectives: Readonly<Record<string, readonly string[]>> = Object.freeze({
  ...siteCspDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
});

/** "default-src 'self'; script-src 'self'; …" in the directive order above. */
export function cspHeaderValue(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

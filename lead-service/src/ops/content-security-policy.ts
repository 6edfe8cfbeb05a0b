/**
 * The site's Content-Security-Policy, written once and used by every server that delivers the pages: the
 * Express app (`npm start`), Caddy (infra/Caddyfile) and a CDN (infra/cdn-headers). A test compares the three,
 * so a change here that is not carried over fails instead of drifting.
 *
 * Why these sources: the prerendered pages load scripts, styles and fonts only from /assets; their inline
 * <script> elements are JSON-LD and Vike's JSON page context — data blocks, which CSP does not execute and
 * does not need to allow — so 'unsafe-inline' is not needed for scripts or styles. The forms post to /api on
 * the same origin. Images may be data: URIs (inlined SVG icons).
 */
export const siteCspDirectives: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
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
 * under /admin.
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

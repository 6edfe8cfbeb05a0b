/**
 * A plain HTML form post: what a lead form sends when no script runs (blocked, failed to load, or clicked
 * before it started). Such a request gets HTML and redirects instead of the JSON API's answers.
 */
import type { Application, Request, Response } from 'express';

export function isFormPost(req: Request): boolean {
  return req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

/**
 * The URL of a site page as seen from the visitor's browser. Same origin: the root-relative path. When the
 * site lives on another origin (VITE_API_ORIGIN, a CDN in front of the pages), the form protection records
 * that origin in `res.locals.siteOrigin` — only an origin listed in ALLOWED_ORIGINS, so the answer can never
 * redirect to a host someone put into an Origin header.
 */
export function siteLink(res: Response, path: string): string {
  const origin = typeof res.locals.siteOrigin === 'string' ? res.locals.siteOrigin : '';
  return `${origin}${path}`;
}

/** SITE_DIR, where the site's frame for the service's own pages is (createApp records it in app.locals). */
export function siteDirOf(app: Application): string {
  return typeof app.locals.siteDir === 'string' ? app.locals.siteDir : '';
}

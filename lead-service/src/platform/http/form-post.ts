/**
 * A plain HTML form post: what a lead form sends when no script runs (blocked, failed to load, or clicked
 * before it started). Such a request gets HTML and redirects instead of the JSON API's answers.
 */
import type { Application, Request, Response } from 'express';
import type { PageFrame } from './form-post-pages.ts';

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

/**
 * The site's frame for the service's own pages: SITE_DIR, where it is, and — when those pages live on another
 * origin than the site — where its links lead (createApp records both in app.locals).
 */
export function pageFrameOf(app: Application): PageFrame {
  const siteDir = typeof app.locals.siteDir === 'string' ? app.locals.siteDir : '';
  const siteLinks = app.locals.siteLinks as PageFrame['siteLinks'];
  return siteLinks ? { siteDir, siteLinks } : { siteDir };
}

import { z } from 'zod';

/**
 * The public origin (docs/decisions.md: configurable at build time). Canonical links, og:url, the sitemap,
 * the feed and structured data derive from it. Read only at build time, never in the browser.
 */
const siteUrlSchema = z
  .url({ protocol: /^https?$/, message: 'SITE_URL muss eine http(s)-Adresse sein, z. B. https://www.sichtwerk.de' })
  .transform((url) => url.replace(/\/+$/, ''));

/** The production origin, used when SITE_URL is unset. */
export const defaultSiteUrl = 'https://www.sichtwerk.de';

export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const result = siteUrlSchema.safeParse(env.SITE_URL ?? defaultSiteUrl);
  if (!result.success) throw new Error(`Ungültige Konfiguration SITE_URL: ${result.error.issues[0]?.message}`);
  return result.data;
}

/** Absolute URL of a root-relative path on the public origin. */
export function absoluteUrl(path: string, siteUrl: string = resolveSiteUrl()): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

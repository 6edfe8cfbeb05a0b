import { absoluteUrl } from '@sichtwerk/content/site-url';
import { escapeXml } from './escape-xml.ts';
import type { IndexableRoute } from './indexable-routes.ts';

export function renderSitemap(routes: readonly IndexableRoute[], siteUrl: string): string {
  const urls = routes
    .map(
      (route) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(route.path, siteUrl))}</loc>\n    <lastmod>${route.lastModified}</lastmod>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The files the build generates after prerendering (scripts/postbuild.ts), rendered for one request in
 * `npm run dev` from the same functions. Drafts never appear in them, as in the build.
 */
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { renderAtomFeed } from './feed.ts';
import { indexableRoutes } from './indexable-routes.ts';
import { renderRobotsTxt } from './robots.ts';
import { renderSitemap } from './sitemap.ts';
import { generatedImages } from './write-share-images.ts';

export async function renderGeneratedFile(pathname: string): Promise<{ type: string; body: string | Buffer } | undefined> {
  const siteUrl = resolveSiteUrl();
  if (pathname === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: renderRobotsTxt(siteUrl) };
  if (pathname !== '/sitemap.xml' && pathname !== '/feed.xml' && !pathname.endsWith('.png')) return undefined;
  const articles = loadArticlesFromDisk();
  if (pathname === '/sitemap.xml')
    return { type: 'application/xml; charset=utf-8', body: renderSitemap(indexableRoutes(articles), siteUrl) };
  if (pathname === '/feed.xml') return { type: 'application/atom+xml; charset=utf-8', body: renderAtomFeed(articles, siteUrl) };
  const image = generatedImages(articles).find((candidate) => candidate.path === pathname);
  return image ? { type: 'image/png', body: await image.render() } : undefined;
}

/**
 * Runs after `vike build`: writes sitemap.xml, robots.txt, feed.xml and the share images into
 * dist/client, and fails the build when a registered route was not prerendered.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { pages } from '@sichtwerk/content/routes';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { assertPrerendered } from '../build/check-prerendered.ts';
import { renderAtomFeed } from '../build/feed.ts';
import { indexableRoutes } from '../build/indexable-routes.ts';
import { renderRobotsTxt } from '../build/robots.ts';
import { renderShareImage, renderSquarePng } from '../build/share-image.ts';
import { renderSitemap } from '../build/sitemap.ts';
import { defaultShareImage } from '../lib/seo/head-meta.ts';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const siteUrl = resolveSiteUrl();
const articles = loadArticlesFromDisk();

assertPrerendered(clientDir, [...Object.values(pages).map((page) => page.path), ...articles.map((article) => article.path)]);

writeFileSync(`${clientDir}sitemap.xml`, renderSitemap(indexableRoutes(articles), siteUrl));
writeFileSync(`${clientDir}robots.txt`, renderRobotsTxt(siteUrl));
writeFileSync(`${clientDir}feed.xml`, renderAtomFeed(articles, siteUrl));

mkdirSync(`${clientDir}og`, { recursive: true });
writeFileSync(`${clientDir}${defaultShareImage.path.slice(1)}`, await renderShareImage({ title: 'Deine Kunden suchen dich. Finden sie dich auch?', eyebrow: 'Online-Marketing & lokales SEO' }));
for (const article of articles) {
  writeFileSync(`${clientDir}${article.image.slice(1)}`, await renderShareImage({ title: article.title, eyebrow: 'Sichtwerk Blog · Online Marketing' }));
}
const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
writeFileSync(`${clientDir}apple-touch-icon.png`, renderSquarePng(favicon, 180));
writeFileSync(`${clientDir}logo.png`, renderSquarePng(favicon, 512));

console.log(`postbuild: ${indexableRoutes(articles).length} URLs in sitemap.xml, ${articles.length} articles in feed.xml, ${articles.length + 1} share images`);

/**
 * Runs after `vike build`: writes sitemap.xml, robots.txt, feed.xml and the share images into
 * <SITE_OUT_DIR>/client (default dist/client, the folder vite.config.ts builds into), and fails the build
 * when a registered route was not prerendered.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { pages } from '@sichtwerk/content/routes';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { assertPrerendered } from '../build/check-prerendered.ts';
import { assertUniqueMetadata } from '../build/check-unique-metadata.ts';
import { renderAtomFeed } from '../build/feed.ts';
import { indexableRoutes } from '../build/indexable-routes.ts';
import { renderRobotsTxt } from '../build/robots.ts';
import { renderSitemap } from '../build/sitemap.ts';
import { writeShareImages } from '../build/write-share-images.ts';

// Same resolution as Vite's build.outDir: relative to the site folder, so parallel builds stay separate.
const siteDir = fileURLToPath(new URL('../', import.meta.url));
const clientDir = `${resolve(siteDir, process.env.SITE_OUT_DIR ?? 'dist', 'client')}/`;
const siteUrl = resolveSiteUrl();
const articles = loadArticlesFromDisk();

assertPrerendered(clientDir, [...Object.values(pages).map((page) => page.path), ...articles.map((article) => article.path)]);
assertUniqueMetadata([
  ...Object.values(pages),
  ...articles.map((article) => ({ path: article.path, title: article.metaTitle, description: article.description })),
]);

writeFileSync(`${clientDir}sitemap.xml`, renderSitemap(indexableRoutes(articles), siteUrl));
writeFileSync(`${clientDir}robots.txt`, renderRobotsTxt(siteUrl));
writeFileSync(`${clientDir}feed.xml`, renderAtomFeed(articles, siteUrl));
const shareImages = await writeShareImages(clientDir, articles);

console.log(
  `postbuild: ${indexableRoutes(articles).length} URLs in sitemap.xml, ${articles.length} articles in feed.xml, ${shareImages} share images`,
);

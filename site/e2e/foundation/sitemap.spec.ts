import { expect, test } from '@playwright/test';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { pages } from '@sichtwerk/content/routes';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { baseUrl } from '../support/base-url.ts';

const articleSlugs = loadArticlesFromDisk().map((article) => article.slug);

const siteUrl = resolveSiteUrl();

test('when a search engine reads sitemap.xml, then it lists every indexable route with its last change and no noindex route', async ({
  request,
}) => {
  const response = await request.get(baseUrl('/sitemap.xml'));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexable = Object.values(pages).filter((page) => page.robots === 'index,follow');
  for (const page of indexable) {
    expect(locs).toContain(page.path === '/' ? `${siteUrl}/` : `${siteUrl}${page.path}`);
    expect(xml).toContain(`<lastmod>${page.lastModified}</lastmod>`);
  }
  for (const slug of articleSlugs) expect(locs).toContain(`${siteUrl}/${slug}`);
  for (const page of Object.values(pages).filter((page) => page.robots !== 'index,follow')) {
    expect(locs).not.toContain(`${siteUrl}${page.path}`);
  }
  expect(locs).toHaveLength(indexable.length + articleSlugs.length);
});

test('when a crawler reads robots.txt, then it is allowed in and pointed at the sitemap', async ({ request }) => {
  const robots = await (await request.get(baseUrl('/robots.txt'))).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

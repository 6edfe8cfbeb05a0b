import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { formKindNames } from '@sichtwerk/forms/form-kinds';
import { pages, thankYouPageOf } from '@sichtwerk/content/routes';
import { describe, expect, it } from 'vitest';
import { renderAtomFeed } from './feed.ts';
import { indexableRoutes } from './indexable-routes.ts';
import { renderRobotsTxt } from './robots.ts';
import { renderSitemap } from './sitemap.ts';

const siteUrl = 'https://staging.sichtwerk.de';
const articles = loadArticlesFromDisk();
const articleSlugs = articles.map((article) => article.slug);

describe('the files search engines and feed readers fetch', () => {
  it('when the sitemap is built, then it holds every page and article with its date', () => {
    const xml = renderSitemap(indexableRoutes(articles), siteUrl);
    expect(xml).toContain(`<loc>${siteUrl}/</loc>`);
    for (const page of Object.values(pages).filter((entry) => entry.robots === 'index,follow')) {
      expect(xml).toContain(`<loc>${siteUrl}${page.path === '/' ? '/' : page.path}</loc>`);
    }
    for (const slug of articleSlugs) expect(xml).toContain(`<loc>${siteUrl}/${slug}</loc>`);
    expect(xml).toContain(`<lastmod>${pages.agb.lastModified}</lastmod>`);
  });

  it('when the thank-you pages of the forms are built, then they are noindex and the sitemap leaves them out', () => {
    const xml = renderSitemap(indexableRoutes(articles), siteUrl);
    for (const page of formKindNames.map(thankYouPageOf)) {
      expect(page.robots).toBe('noindex,follow');
      expect(xml).not.toContain(`<loc>${siteUrl}${page.path}</loc>`);
    }
  });

  it('when a page is marked noindex, then the sitemap leaves it out', () => {
    const hidden = { ...pages.impressum, robots: 'noindex,follow' as const };
    const routes = indexableRoutes(articles, [pages.home, hidden]);
    expect(routes.map((route) => route.path)).toEqual(['/', ...articles.map((article) => article.path)]);
  });

  it('when the site is built for another origin, then robots.txt points at that origin’s sitemap and keeps crawlers out of the API', () => {
    const robots = renderRobotsTxt(siteUrl);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });

  it('when the feed is built, then it lists the ten articles newest first with absolute links and escaped text', () => {
    const feed = renderAtomFeed(articles, siteUrl);
    const ids = [...feed.matchAll(/<entry>\s*<title>[^<]*<\/title>\s*<link href="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe(`${siteUrl}/google-ads-optimierung`);
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(feed).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('when an article carries a title with markup characters, then the feed escapes it', () => {
    const [first] = articles;
    if (!first) throw new Error('keine Artikel');
    const feed = renderAtomFeed([{ ...first, title: 'SEO & Ads <2025>' }], siteUrl);
    expect(feed).toContain('<title>SEO &amp; Ads &lt;2025&gt;</title>');
  });
});

import { expect, test } from '@playwright/test';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes } from '../support/routes.ts';
import { servedPage } from '../support/served-page.ts';

const siteUrl = resolveSiteUrl();

// A crawler reads the served HTML and runs no script, so the head is checked on the bytes the service answers.
for (const route of allRoutes) {
  test(`when a crawler fetches ${route}, then it finds complete German head metadata with one canonical`, async () => {
    const page = await servedPage(route);
    expect(page.status).toBe(200);
    expect(page.attribute('html', 'lang')).toBe('de');

    const title = page.text('head > title');
    expect(title.length).toBeGreaterThan(10);
    expect(title.length).toBeLessThanOrEqual(60);
    const description = page.attribute('meta[name="description"]', 'content') ?? '';
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(page.attribute('meta[name="keywords"]', 'content')).toMatch(/\S/);
    expect(page.attribute('meta[name="robots"]', 'content')).toMatch(/^(index,follow|noindex,follow)$/);
    expect(page.attribute('meta[name="theme-color"]', 'content')).toMatch(/^#[0-9a-f]{6}$/i);

    const expectedUrl = route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
    expect(page.attribute('link[rel="canonical"]', 'href')).toBe(expectedUrl);
    expect(page.attribute('meta[property="og:url"]', 'content')).toBe(expectedUrl);
    expect(page.attribute('meta[property="og:title"]', 'content')).toBe(title);
    expect(page.attribute('meta[property="og:description"]', 'content')).toBe(description);
    expect(page.attribute('meta[property="og:locale"]', 'content')).toBe('de_DE');
    expect(page.attribute('meta[property="og:site_name"]', 'content')).toBe('Sichtwerk');
    expect(page.attribute('meta[property="og:image"]', 'content')).toMatch(new RegExp(`^${siteUrl}/og/.+\\.png$`));
    expect(page.attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(page.attribute('meta[name="twitter:title"]', 'content')).toBe(title);
    expect(page.all('h1')).toHaveLength(1);
  });
}

test('when two pages are compared, then titles and descriptions are unique across the site', async ({ request }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const route of allRoutes) {
    const html = await (await request.get(baseUrl(route))).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(seen.titles.has(title), `doppelter Titel auf ${route}`).toBe(false);
    expect(seen.descriptions.has(description), `doppelte Beschreibung auf ${route}`).toBe(false);
    seen.titles.add(title);
    seen.descriptions.add(description);
  }
});

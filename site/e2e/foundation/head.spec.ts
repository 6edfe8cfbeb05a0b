import { expect, test } from '@playwright/test';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes } from '../support/routes.ts';

test.use({ javaScriptEnabled: false });

const siteUrl = resolveSiteUrl();

for (const route of allRoutes) {
  test(`when a crawler fetches ${route}, then it finds complete German head metadata with one canonical`, async ({ page }) => {
    const response = await page.goto(baseUrl(route));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    expect(title.length).toBeLessThanOrEqual(60);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThanOrEqual(120);
    expect(description?.length).toBeLessThanOrEqual(155);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^(index,follow|noindex,follow)$/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

    const expectedUrl = route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expectedUrl);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expectedUrl);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Sichtwerk');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${siteUrl}/og/.+\\.png$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('h1')).toHaveCount(1);
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

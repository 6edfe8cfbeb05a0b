import { expect, test } from '@playwright/test';
import { pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';

test('when a visitor opens an unknown path, then the server answers 404 with the not-found page, a way back and German help to home, blog, analysis and contact', async ({
  page,
}) => {
  const response = await page.goto(baseUrl('/gibt-es-nicht'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Kostenlose Analyse starten' })).toHaveAttribute(
    'href',
    '/kostenlose-analyse',
  );
  const help = page.getByRole('navigation', { name: 'So geht es weiter' });
  for (const path of ['/', pages.blog.path, pages.kostenloseAnalyse.path, pages.kontakt.path]) {
    await expect(help.locator(`a[href="${path}"]`)).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('when a visitor opens a known page with a trailing slash or an unknown nested path, then no redirect happens', async ({ request }) => {
  const clean = await request.get(baseUrl('/preise'), { maxRedirects: 0 });
  expect(clean.status()).toBe(200);
  const nested = await request.get(baseUrl('/preise/gibt-es-nicht'), { maxRedirects: 0 });
  expect(nested.status()).toBe(404);
});

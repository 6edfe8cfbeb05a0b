import { expect, test } from '@playwright/test';
import { thankYouCopies } from '@sichtwerk/content/form-pages';
import { formPageOf, thankYouPageOf } from '@sichtwerk/content/routes';
import { formKindNames } from '@sichtwerk/forms/form-kinds';
import { baseUrl } from '../support/base-url.ts';

test.use({ javaScriptEnabled: false });

for (const kind of formKindNames) {
  const { path } = thankYouPageOf(kind);
  const copy = thankYouCopies[kind];

  test(`when a visitor lands on ${path} after sending ${formPageOf(kind).path}, then it confirms in German, says what happens next, and stays out of search engines`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(baseUrl(path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await expect(page.getByRole('main')).toContainText(copy.description);
    for (const step of copy.nextSteps) await expect(page.getByRole('main')).toContainText(step);
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('script[src]')).toHaveCount(0);

    const sitemap = await (await request.get(baseUrl('/sitemap.xml'))).text();
    expect(sitemap).not.toContain(`${path}</loc>`);
  });
}

import { expect, test } from '@playwright/test';
import { analysisThankYou } from '@sichtwerk/content/analysis-offer';
import { cancellationThankYou, contactThankYou, referralThankYou, type ThankYouCopy } from '@sichtwerk/content/form-pages';
import { pages, thankYouPageKeys, type FormPageKey } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';

test.use({ javaScriptEnabled: false });

const copies: Readonly<Record<FormPageKey, ThankYouCopy>> = {
  kostenloseAnalyse: analysisThankYou,
  kontakt: contactThankYou,
  empfehlung: referralThankYou,
  kuendigung: cancellationThankYou,
};

for (const [form, copy] of Object.entries(copies) as [FormPageKey, ThankYouCopy][]) {
  const path = pages[thankYouPageKeys[form]].path;

  test(`when a visitor lands on ${path} after sending ${pages[form].path}, then it confirms in German, says what happens next, and stays out of search engines`, async ({
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

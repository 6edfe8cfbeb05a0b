import { expect, test } from '@playwright/test';
import { awardTitle, claimLabels, providerStatement, statistics } from '@sichtwerk/content/claims';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes } from '../support/routes.ts';

test.use({ javaScriptEnabled: false });

/** The product's headline figures (docs/decisions.md: Product) as the site prints them. */
const headlineFigures = [
  claimLabels.hoursSaved,
  claimLabels.hoursSavedRange,
  claimLabels.moneySaved,
  claimLabels.lessEffort,
  claimLabels.moreReach,
  claimLabels.conversionUplift,
  awardTitle,
  ...statistics.map((statistic) => statistic.value),
].map((figure) => figure.replace(/\u00a0/g, ' '));

for (const route of allRoutes) {
  test(`when a visitor reads a headline figure on ${route}, then its source is stated on the page`, async ({ page }) => {
    await page.goto(baseUrl(route));
    const text = (await page.locator('body').innerText()).replace(/\u00a0/g, ' ');
    const shown = headlineFigures.filter((figure) => text.includes(figure));
    if (shown.length > 0) expect(text, `${route} zeigt ${shown.join(', ')}`).toContain(providerStatement);
  });
}

test('when a visitor compares the figures on /vorteile, then each carries a footnote mark that the note below explains', async ({
  page,
}) => {
  await page.goto(baseUrl('/vorteile'));
  const figures = page.locator('[data-slot="statistic-list"] li');
  await expect(figures).toHaveCount(statistics.length);
  for (const figure of await figures.all()) await expect(figure.locator('[data-slot="source-mark"]')).toHaveText('1');
  await expect(page.locator('[data-slot="figure-sources"]').first()).toContainText(providerStatement);
});

import { initialAnalysis } from '@sichtwerk/content/claims';
import { pages } from '@sichtwerk/content/routes';
import { seoToolPage } from '@sichtwerk/content/pages/seo-tool';
import { expectCallsToActionReachTheAnalysis } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.seoTool.path });

const copy = seoToolPage;

test('when a visitor opens /seo-tool, then the hero names the tool', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
});

test('when a visitor reads the features, then four cards appear with the analysis scope from the data', async ({ readOnlyPage: page }) => {
  expect(copy.features.items).toHaveLength(4);
  const section = page.getByRole('region', { name: copy.features.title });
  await expect(section.getByRole('listitem')).toHaveCount(4);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.features.items.map((item) => item.title));
  await expect(section).toContainText(`Top-${initialAnalysis.topKeywords}-Keywords`);
  await expect(section).toContainText(`Top-${initialAnalysis.topLocations}-Standorte`);
});

test('when a visitor compares with classic SEO tools, then three differentiators appear', async ({ readOnlyPage: page }) => {
  expect(copy.differentiators.items).toHaveLength(3);
  const section = page.getByRole('region', { name: copy.differentiators.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.differentiators.items.map((item) => item.title));
  for (const item of copy.differentiators.items) await expect(section.getByText(item.description)).toBeVisible();
});

test('when a visitor wants a free SEO analysis, then the button leads to /kostenlose-analyse, like every call to action', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('region', { name: copy.cta.title }).getByRole('link', { name: copy.cta.button })).toHaveAttribute(
    'href',
    pages.kostenloseAnalyse.path,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

import { backlinkStrategyPage } from '@sichtwerk/content/pages/backlink-strategie';
import { pages } from '@sichtwerk/content/routes';
import { expectCallsToActionReachTheAnalysis } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.backlinkStrategie.path });

const copy = backlinkStrategyPage;

test('when a visitor opens /backlink-strategie, then the hero explains the approach and offers a free backlink analysis', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  await expect(page.locator('[data-slot="page-hero"]').getByRole('link', { name: copy.hero.button })).toHaveAttribute(
    'href',
    pages.kostenloseAnalyse.path,
  );
});

test('when a visitor reads why backlinks matter, then the benefits appear', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: copy.benefits.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.benefits.items.map((item) => item.title));
});

test('when a visitor follows the strategy, then six numbered steps appear in order', async ({ readOnlyPage: page }) => {
  expect(copy.steps.items).toHaveLength(6);
  const section = page.getByRole('region', { name: copy.steps.title });
  await expect(section.locator('ol > li')).toHaveCount(6);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.steps.items.map((step) => step.title));
  for (const step of copy.steps.items) await expect(section.getByText(step.description)).toBeVisible();
});

test("when a visitor checks the rules, then the do's and the don'ts appear as two separate lists", async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: copy.dosAndDonts.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([copy.dosAndDonts.dosTitle, copy.dosAndDonts.dontsTitle]);
  await expect(section.locator('[data-slot="dos"] > li')).toHaveText(copy.dosAndDonts.dos);
  await expect(section.locator('[data-slot="donts"] > li')).toHaveText(copy.dosAndDonts.donts);
});

test('when a visitor reads how Sichtwerk helps, then four help items appear', async ({ readOnlyPage: page }) => {
  expect(copy.help.items).toHaveLength(4);
  const section = page.getByRole('region', { name: copy.help.title });
  await expect(section.getByRole('listitem')).toHaveCount(4);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.help.items.map((item) => item.title));
});

test('when a visitor looks for the next step, then exactly two call-to-action buttons lead to /kostenlose-analyse', async ({
  readOnlyPage: page,
}) => {
  const buttons = page.getByRole('main').locator('a[data-slot="button"]');
  await expect(buttons).toHaveCount(2);
  await expect(buttons).toHaveText([new RegExp(copy.hero.button), new RegExp(copy.cta.button)]);
  await expectCallsToActionReachTheAnalysis(page);
});

import { freeAnalysis } from '@sichtwerk/content/claims';
import { mapsRankingPage } from '@sichtwerk/content/pages/google-maps-ranking';
import { pages } from '@sichtwerk/content/routes';
import { expectCallsToActionReachTheAnalysis } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.googleMapsRanking.path });

const copy = mapsRankingPage;

test('when a visitor opens /google-maps-ranking, then the hero promises the top of the map', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
});

test('when a visitor reads why the ranking matters, then four benefit cards appear', async ({ readOnlyPage: page }) => {
  expect(copy.benefits.items).toHaveLength(4);
  const section = page.getByRole('region', { name: copy.benefits.title });
  await expect(section.getByRole('listitem')).toHaveCount(4);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.benefits.items.map((item) => item.title));
});

test('when a visitor reads how the map is ordered, then the three factors appear', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: copy.rankingFactors.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.rankingFactors.items.map((item) => item.title));
});

test('when a visitor reads how Sichtwerk helps, then four numbered steps appear in order', async ({ readOnlyPage: page }) => {
  expect(copy.helpSteps.items).toHaveLength(4);
  const section = page.getByRole('region', { name: copy.helpSteps.title });
  await expect(section.locator('ol > li')).toHaveCount(4);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.helpSteps.items.map((item) => item.title));
  for (const item of copy.helpSteps.items) await expect(section.getByText(item.description)).toBeVisible();
});

test('when a visitor wants a free maps analysis, then the button leads to /kostenlose-analyse, like every call to action', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: copy.cta.title });
  await expect(section).toContainText(`${freeAnalysis.competitorRadiusKm}\u00a0km`);
  await expect(section.getByRole('link', { name: copy.cta.button })).toHaveAttribute('href', pages.kostenloseAnalyse.path);
  await expectCallsToActionReachTheAnalysis(page);
});

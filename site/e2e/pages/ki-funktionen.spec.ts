import { addonPriceLabel, serviceAddons } from '@sichtwerk/content/addons';
import { aiFeaturesPage } from '@sichtwerk/content/pages/ki-funktionen';
import { aiOptimisationAddonName } from '@sichtwerk/content/plans';
import { pages } from '@sichtwerk/content/routes';
import { expectCallsToActionReachTheAnalysis } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.kiFunktionen.path });

const copy = aiFeaturesPage;
const plain = (value: string) => value.replace(/\u00a0/g, ' ');

test('when a visitor opens /ki-funktionen, then the hero explains why AI answers matter', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  await expect(page.getByText(copy.hero.intro)).toBeVisible();
});

test('when a visitor reads the AI features, then four feature cards appear', async ({ readOnlyPage: page }) => {
  expect(copy.features.items).toHaveLength(4);
  const section = page.getByRole('region', { name: copy.features.title });
  await expect(section.getByRole('listitem')).toHaveCount(4);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.features.items.map((item) => item.title));
  for (const item of copy.features.items) await expect(section.getByText(item.description)).toBeVisible();
});

test('when a visitor reads about AI search systems, then the selection factors, what Sichtwerk does and the monitoring add-on price appear', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: copy.aiSearch.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([copy.aiSearch.factorsTitle, copy.aiSearch.approachTitle]);
  await expect(section.getByRole('heading', { level: 4 })).toHaveText(copy.aiSearch.factors.map((factor) => factor.title));
  await expect(section.locator('[data-slot="ai-approach"] li')).toHaveText(copy.aiSearch.approach);
  const addon = serviceAddons.find((candidate) => candidate.name === aiOptimisationAddonName)!;
  const note = plain(await section.locator('[data-slot="ai-addon-note"]').innerText());
  expect(note).toContain(addon.name);
  expect(note).toContain(plain(addonPriceLabel(addon)));
  expect(note).toContain(addon.includedNote!);
});

test('when a visitor reads the benefits, then three appear', async ({ readOnlyPage: page }) => {
  expect(copy.benefits.items).toHaveLength(3);
  const section = page.getByRole('region', { name: copy.benefits.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.benefits.items.map((item) => item.title));
});

test('when a visitor wants a free AI analysis, then the button leads to /kostenlose-analyse, like every call to action', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('region', { name: copy.cta.title }).getByRole('link', { name: copy.cta.button })).toHaveAttribute(
    'href',
    pages.kostenloseAnalyse.path,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

import { coreFunctions, functionBenefits } from '@sichtwerk/content/features';
import { funktionenCta, funktionenHero, funktionenSections } from '@sichtwerk/content/pages/funktionen';
import { pages } from '@sichtwerk/content/routes';
import { testimonialsByPage, testimonialsNote } from '@sichtwerk/content/testimonials';
import { expectCallsToActionReachTheAnalysis, expectHeadingsInOrder } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.funktionen.path });

const analysisPath = pages.kostenloseAnalyse.path;

test('when a visitor opens /funktionen, then the hero names the page and offers the free analysis', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(funktionenHero.title);
  await expect(page.locator('[data-slot="page-hero"]').getByRole('link', { name: funktionenHero.primaryLabel })).toHaveAttribute(
    'href',
    analysisPath,
  );
});

test('when a visitor reads the principle, then the three benefit cards appear', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: funktionenSections.benefits.title });
  expect(functionBenefits).toHaveLength(3);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(functionBenefits.map((benefit) => benefit.title));
  for (const benefit of functionBenefits) await expect(section.getByText(benefit.description)).toBeVisible();
});

test('when a visitor reads the core functions, then all eight appear in the spec order, from competition analysis to reputation', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: funktionenSections.coreFunctions.title });
  expect(coreFunctions).toHaveLength(8);
  await expect(section.getByRole('listitem')).toHaveCount(8);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(coreFunctions.map((entry) => entry.title));
  for (const entry of coreFunctions) await expect(section.getByText(entry.description)).toBeVisible();
  await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(/Wettbewerb/);
  await expect(section.getByRole('heading', { level: 3 }).last()).toHaveText(/Reputation/);
});

test('when a visitor reads the testimonials, then the page voices appear with the example-voice note', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: funktionenSections.testimonials.title });
  await expect(section.locator('blockquote')).toHaveCount(testimonialsByPage.funktionen.length);
  for (const voice of testimonialsByPage.funktionen) await expect(section.getByText(voice.name, { exact: true })).toBeVisible();
  await expect(section.getByText(testimonialsNote)).toBeVisible();
});

test('when a visitor uses any call to action on /funktionen, then it leads to the free analysis', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('region', { name: funktionenCta.title }).getByRole('link', { name: funktionenCta.button })).toHaveAttribute(
    'href',
    analysisPath,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

test('when a visitor reads the sections, then the headings go h1 → h2 → h3 without skipping a level', async ({ readOnlyPage: page }) => {
  await expectHeadingsInOrder(page);
});

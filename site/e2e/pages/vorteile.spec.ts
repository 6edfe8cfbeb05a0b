import { advantages, awardTitle, claims, statistics } from '@sichtwerk/content/claims';
import { processSteps } from '@sichtwerk/content/process';
import { pages } from '@sichtwerk/content/routes';
import { testimonialsByPage, testimonialsNote } from '@sichtwerk/content/testimonials';
import { vorteileCta, vorteileHero, vorteileSections } from '@sichtwerk/content/pages/vorteile';
import { expectCallsToActionReachTheAnalysis, expectHeadingsInOrder } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.vorteile.path });

const analysisPath = pages.kostenloseAnalyse.path;

test('when a visitor opens /vorteile, then the hero names the page and offers the free analysis', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vorteileHero.title);
  const hero = page.locator('[data-slot="page-hero"]');
  await expect(hero.getByRole('link', { name: vorteileHero.primaryLabel })).toHaveAttribute('href', analysisPath);
});

test('when a visitor reads the figures, then the four statistics show their values and labels from the claims', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: vorteileSections.statistics.title });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(4);
  expect(statistics).toHaveLength(4);
  for (const [index, statistic] of statistics.entries()) {
    await expect(items.nth(index)).toContainText(statistic.value);
    await expect(items.nth(index)).toContainText(statistic.label);
  }
  // The reading's figures (docs/decisions.md: Product): 10 hours, 75 % less effort, 83 % more reach, +32 % conversion.
  for (const figure of [`${claims.hoursSavedPerWeek}\u00a0Std.`, '75\u00a0%', '83\u00a0%', '+32\u00a0%'])
    await expect(section).toContainText(figure);
});

test('when a visitor reads the advantages, then all five appear with their text', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: vorteileSections.advantages.title });
  expect(advantages).toHaveLength(5);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(advantages.map((advantage) => advantage.title));
  for (const advantage of advantages) await expect(section.getByText(advantage.description)).toBeVisible();
});

test('when a visitor reads how it works, then the three steps Analyse, Strategie and Umsetzung appear in order', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: vorteileSections.process.title });
  const steps = section.locator('ol > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Analyse', 'Strategie', 'Umsetzung']);
  for (const step of processSteps) await expect(section.getByText(step.description)).toBeVisible();
});

test('when a visitor reads the testimonials, then three voices appear with the example-voice note', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: vorteileSections.testimonials.title });
  await expect(section.locator('blockquote')).toHaveCount(3);
  expect(testimonialsByPage.vorteile).toHaveLength(3);
  for (const voice of testimonialsByPage.vorteile) {
    await expect(section.getByText(voice.name, { exact: true })).toBeVisible();
    await expect(section.locator('blockquote', { hasText: voice.quote.slice(0, 40) })).toHaveCount(1);
  }
  await expect(section.getByText(testimonialsNote)).toBeVisible();
});

test('when a visitor reaches the award, then the Business Innovator 2025 seal and its text are shown', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: vorteileSections.award.title });
  await expect(section.getByRole('img', { name: `Auszeichnung: ${awardTitle}` })).toBeVisible();
  for (const paragraph of vorteileSections.award.paragraphs) await expect(section.getByText(paragraph)).toBeVisible();
});

test('when a visitor uses any call to action on /vorteile, then it leads to the free analysis', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('region', { name: vorteileCta.title }).getByRole('link', { name: vorteileCta.button })).toHaveAttribute(
    'href',
    analysisPath,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

test('when a visitor reads the sections, then the headings go h1 → h2 → h3 without skipping a level', async ({ readOnlyPage: page }) => {
  await expectHeadingsInOrder(page);
});

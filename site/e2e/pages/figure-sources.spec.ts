import { expect, test } from '@playwright/test';
import { awardSourceNote, awardTitle, claimKinds, claimLabels, statistics } from '@sichtwerk/content/claims';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes } from '../support/routes.ts';
import { servedPage, textIn } from '../support/served-page.ts';

test.use({ javaScriptEnabled: false });

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** The product's headline figures (docs/decisions.md: Product) as the site prints them, each with the word that says what kind of number it is. */
const headlineFigures = [
  { figure: claimLabels.hoursSaved, label: claimKinds.hoursSaved },
  { figure: claimLabels.hoursSavedRange, label: claimKinds.hoursSaved },
  { figure: claimLabels.moneySaved, label: claimKinds.moneySaved },
  { figure: claimLabels.lessEffort, label: claimKinds.lessEffort },
  { figure: claimLabels.moreReach, label: claimKinds.moreReach },
  { figure: claimLabels.conversionUplift, label: claimKinds.conversionUplift },
  { figure: awardTitle, label: awardSourceNote },
].map(({ figure, label }) => ({ figure: plain(figure), label: plain(label) }));

// The pages run no script: what a visitor reads is the served HTML's text, checked here without a browser.
for (const route of allRoutes) {
  test(`when a visitor reads a headline figure on ${route}, then the page says whether it is a goal, a worked example or a measurement, and each numbered note has its mark`, async () => {
    const page = await servedPage(route);
    const text = plain(page.text());
    for (const { figure, label } of headlineFigures.filter(({ figure: shown }) => text.includes(shown)))
      expect(text, `${route} zeigt ${figure}`).toContain(label);
    // A note's number must lead back to a figure, and one number names one note (review 2026-11-26 L2: the award's
    // note was a second „1“ beside the figures' notes, with no mark pointing to it).
    const noteNumbers = page.all('[data-slot="figure-sources"] sup').map(textIn);
    const marks = new Set(page.all('[data-slot="source-mark"]').map(textIn));
    expect(
      noteNumbers.filter((number) => !marks.has(number)),
      `${route}: Fußnoten ohne Zeichen`,
    ).toEqual([]);
    expect(new Set(noteNumbers).size, `${route}: doppelte Fußnotennummer`).toBe(noteNumbers.length);
  });
}

test('when a visitor reads the award on /vorteile and /ueber-uns, then its note stands below it without a footnote number', async ({
  page,
}) => {
  for (const route of ['/vorteile', '/ueber-uns']) {
    await page.goto(baseUrl(route));
    const note = page.locator('[data-slot="figure-sources"]', { hasText: plain(awardSourceNote).slice(0, 40) });
    await expect(note).toHaveCount(1);
    await expect(note.locator('sup')).toHaveCount(0);
  }
});

test('when a visitor compares the figures on /vorteile, then each carries a footnote mark whose note names its basis', async ({ page }) => {
  await page.goto(baseUrl('/vorteile'));
  const figures = page.locator('[data-slot="statistic-list"] li');
  await expect(figures).toHaveCount(statistics.length);
  const notes = page.locator('[data-slot="figure-sources"]').first();
  for (const [index, statistic] of statistics.entries()) {
    const mark = await figures.nth(index).locator('[data-slot="source-mark"]').innerText();
    await expect(notes).toContainText(`${mark} ${statistic.source}`);
  }
});

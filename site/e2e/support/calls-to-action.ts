import { expect, type Page } from '@playwright/test';
import { pages } from '@sichtwerk/content/routes';

/**
 * Asserts the rule for marketing pages: every button-styled link in the page content goes to the free
 * analysis (or to one of the few targets the reading names, passed as `otherTargets`), no link is dead
 * (`href="#"` or none) and no <button> without a form sits in the content.
 */
export async function expectCallsToActionReachTheAnalysis(page: Page, otherTargets: readonly string[] = []): Promise<void> {
  const main = page.getByRole('main');
  await expect(page.locator('a[href="#"], a:not([href])')).toHaveCount(0);
  await expect(main.locator('button:not(form button)')).toHaveCount(0);
  const buttons = await main.locator('a[data-slot="button"]').all();
  expect(buttons.length, 'mindestens ein Call to Action').toBeGreaterThan(0);
  for (const button of buttons) {
    const href = await button.getAttribute('href');
    const label = (await button.innerText()).trim();
    if (href && otherTargets.includes(href)) continue;
    expect(href, `Ziel von „${label}“`).toBe(pages.kostenloseAnalyse.path);
  }
}

/** The parsed JSON-LD blocks of the current document. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** The page content starts with its one h1 and never skips a heading level on the way down. */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0], 'erste Überschrift ist h1').toBe(1);
  expect(
    levels.filter((level) => level === 1),
    'genau ein h1',
  ).toHaveLength(1);
  for (let index = 1; index < levels.length; index += 1) {
    expect(levels[index]! - levels[index - 1]!, `Überschrift ${index + 1} überspringt keine Ebene`).toBeLessThanOrEqual(1);
  }
}

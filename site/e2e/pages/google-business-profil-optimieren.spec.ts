import type { Page } from '@playwright/test';
import {
  businessProfileChecklist,
  businessProfileOptimisePage,
  checklistWhyLabel,
  googleMyBusinessPage,
} from '@sichtwerk/content/business-profile-checklist';
import { pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';
import { expectCallsToActionReachTheAnalysis } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.googleBusinessProfilOptimieren.path });

const copy = businessProfileOptimisePage;
const titles = businessProfileChecklist.map((step) => step.title);

async function openChecklist(page: Page, path: string) {
  const response = await page.goto(baseUrl(path));
  expect(response?.status()).toBe(200);
  return page.locator('ol[data-slot="profile-checklist"]');
}

test('when a visitor opens /google-business-profil-optimieren, then the hero promises more calls and directions', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
});

test('when a visitor works through the cards, then all eight steps appear, each with "Warum es zählt"', async ({ readOnlyPage: page }) => {
  const list = page.locator('ol[data-slot="profile-checklist"]');
  expect(businessProfileChecklist).toHaveLength(8);
  await expect(list).toHaveAttribute('data-layout', 'cards');
  await expect(list.locator('> li')).toHaveCount(8);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(titles);
  await expect(list.locator('[data-slot="checklist-why"]')).toHaveCount(8);
  for (const step of businessProfileChecklist) {
    await expect(list.getByText(step.description)).toBeVisible();
    await expect(list.getByText(step.why)).toBeVisible();
  }
  await expect(list.getByText(checklistWhyLabel)).toHaveCount(8);
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('when a visitor compares both profile pages, then they show the same eight step titles in different layouts', async ({ page }) => {
    const timeline = await openChecklist(page, pages.googleMyBusiness.path);
    await expect(page.getByRole('region', { name: googleMyBusinessPage.checklist.title }).getByRole('heading', { level: 3 })).toHaveText(
      titles,
    );
    await expect(timeline).toHaveAttribute('data-layout', 'timeline');
    const timelineBoxes = await Promise.all([0, 1].map((index) => timeline.locator('> li').nth(index).boundingBox()));
    // Timeline: the second step sits below the first.
    expect(timelineBoxes[1]!.y).toBeGreaterThan(timelineBoxes[0]!.y + timelineBoxes[0]!.height - 1);

    const cards = await openChecklist(page, pages.googleBusinessProfilOptimieren.path);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(titles);
    await expect(cards).toHaveAttribute('data-layout', 'cards');
    const cardBoxes = await Promise.all([0, 1].map((index) => cards.locator('> li').nth(index).boundingBox()));
    // Card grid: the first two steps stand side by side.
    expect(Math.abs(cardBoxes[1]!.y - cardBoxes[0]!.y)).toBeLessThan(2);
    expect(cardBoxes[1]!.x).toBeGreaterThan(cardBoxes[0]!.x + cardBoxes[0]!.width - 1);
  });
});

test('when a visitor clicks "Jetzt kostenlos starten", then it leads to /kostenlose-analyse, like every call to action', async ({
  readOnlyPage: page,
}) => {
  expect(copy.cta.button).toBe('Jetzt kostenlos starten');
  await expect(page.getByRole('region', { name: copy.cta.title }).getByRole('link', { name: copy.cta.button })).toHaveAttribute(
    'href',
    pages.kostenloseAnalyse.path,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

import {
  businessProfileChecklist,
  checklistWhyLabel,
  googleMyBusinessPage,
  profileAdvice,
} from '@sichtwerk/content/business-profile-checklist';
import { pages } from '@sichtwerk/content/routes';
import { expectCallsToActionReachTheAnalysis } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.googleMyBusiness.path });

const copy = googleMyBusinessPage;

test('when a visitor opens /google-my-business, then the hero introduces the business profile', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
});

test('when a visitor follows the checklist, then all eight steps appear as a numbered timeline', async ({ readOnlyPage: page }) => {
  expect(businessProfileChecklist).toHaveLength(8);
  const section = page.getByRole('region', { name: copy.checklist.title });
  const list = section.locator('ol[data-slot="profile-checklist"]');
  await expect(list).toHaveAttribute('data-layout', 'timeline');
  await expect(list.locator('> li')).toHaveCount(8);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(businessProfileChecklist.map((step) => step.title));
  for (const step of businessProfileChecklist) await expect(list.getByText(step.description)).toBeVisible();
  // The timeline shows what to do; the reasons are the other page's layout.
  await expect(section.getByText(checklistWhyLabel)).toHaveCount(0);
});

test('when a visitor reads the advice, then it asks for at least 10 photos and 5 review requests', async ({ readOnlyPage: page }) => {
  const list = page.locator('ol[data-slot="profile-checklist"]');
  await expect(list).toContainText(`Mindestens ${profileAdvice.minPhotos} Fotos`);
  await expect(list).toContainText(`${profileAdvice.reviewRequests} Kunden, für die du zuletzt gearbeitet hast`);
});

test('when a visitor reads what Sichtwerk takes over, then the support list appears', async ({ readOnlyPage: page }) => {
  const support = copy.support!;
  const section = page.getByRole('region', { name: support.title });
  await expect(section.getByRole('listitem')).toHaveText(support.items);
});

test('when a visitor wants a profile analysis, then the button leads to /kostenlose-analyse, like every call to action', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('region', { name: copy.cta.title }).getByRole('link', { name: copy.cta.button })).toHaveAttribute(
    'href',
    pages.kostenloseAnalyse.path,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

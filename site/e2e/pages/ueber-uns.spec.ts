import { aboutCta, aboutHero, aboutInnovation, aboutMission, aboutTeam, aboutVision } from '@sichtwerk/content/pages/ueber-uns';
import { awardTitle } from '@sichtwerk/content/claims';
import { pages } from '@sichtwerk/content/routes';
import { expectCallsToActionReachTheAnalysis, expectHeadingsInOrder } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.ueberUns.path });

const analysisPath = pages.kostenloseAnalyse.path;

test('when a visitor opens /ueber-uns, then the hero says what Sichtwerk does and offers the free analysis', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHero.title);
  await expect(page.locator('[data-slot="page-hero"]').getByRole('link', { name: aboutHero.primaryLabel })).toHaveAttribute(
    'href',
    analysisPath,
  );
});

for (const block of [aboutMission, aboutVision]) {
  test(`when a visitor reads "${block.eyebrow}", then the guiding sentence and every paragraph are shown`, async ({
    readOnlyPage: page,
  }) => {
    const section = page.getByRole('region', { name: block.title });
    await expect(section.getByText(block.statement)).toBeVisible();
    for (const paragraph of block.paragraphs) await expect(section.getByText(paragraph)).toBeVisible();
  });
}

test('when a visitor reads about the team, then the four roles are described, without invented names or photos', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: aboutTeam.title });
  expect(aboutTeam.roles).toHaveLength(4);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(aboutTeam.roles.map((role) => role.title));
  for (const role of aboutTeam.roles) await expect(section.getByText(role.description)).toBeVisible();
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
});

test('when a visitor reads about innovation, then the AI visibility check, automation, monitoring and the award appear', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: aboutInnovation.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(aboutInnovation.items.map((item) => item.title));
  await expect(section.getByRole('heading', { name: 'KI-Sichtbarkeits-Check' })).toBeVisible();
  await expect(section.getByText('Neu', { exact: true })).toBeVisible();
  await expect(section.getByRole('img', { name: `Auszeichnung: ${awardTitle}` })).toBeVisible();
  await expect(section).toContainText(awardTitle);
});

test('when a visitor uses any call to action on /ueber-uns, then it leads to the free analysis', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('region', { name: aboutCta.title }).getByRole('link', { name: aboutCta.button })).toHaveAttribute(
    'href',
    analysisPath,
  );
  await expectCallsToActionReachTheAnalysis(page);
});

test('when a visitor reads the sections, then the headings go h1 → h2 → h3 without skipping a level', async ({ readOnlyPage: page }) => {
  await expectHeadingsInOrder(page);
});

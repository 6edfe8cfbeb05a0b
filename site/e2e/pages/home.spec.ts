import { productPictureAlt } from '@sichtwerk/content/product-examples';
import { awardSourceNote, awardTitle, claims, homeBenefits } from '@sichtwerk/content/claims';
import { externalLinks } from '@sichtwerk/content/company';
import { homeFaq } from '@sichtwerk/content/faq';
import { homeFeatureCards, homeFeatureExtras, visibilityChannels, whyChecklist } from '@sichtwerk/content/features';
import { formatEuro } from '@sichtwerk/content/format';
import { homeCta, homeHero, homeSections } from '@sichtwerk/content/pages/home';
import { processSteps } from '@sichtwerk/content/process';
import { pages } from '@sichtwerk/content/routes';
import { testimonialsByPage, testimonialsNote } from '@sichtwerk/content/testimonials';
import { expectCallsToActionReachTheAnalysis, expectHeadingsInOrder, readJsonLd } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: '/' });

const analysisPath = pages.kostenloseAnalyse.path;

test('when a visitor lands on the home page, then the hero shows the headline, the spec subtitle, both links and the overview screen of the app with example data', async ({
  readOnlyPage: page,
}) => {
  const hero = page.locator('[data-slot="page-hero"]');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.title);
  await expect(hero.getByText('Deine Kunden suchen dich. Finden sie dich auch?', { exact: true })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Kostenlose Analyse starten' })).toHaveAttribute('href', analysisPath);
  await expect(hero.getByRole('link', { name: 'Demo ansehen' })).toHaveAttribute('href', externalLinks.demo);
  for (const fact of homeHero.facts) await expect(hero.getByText(fact)).toBeVisible();

  const illustration = hero.getByRole('img', { name: productPictureAlt.dashboard });
  await expect(illustration).toBeVisible();
  await expect(illustration).toHaveAttribute('width', /^\d+$/);
  await expect(illustration).toHaveAttribute('height', /^\d+$/);
});

test('when a visitor scrolls to the visibility section, then Google, Maps ranking and KI-Suche are there, the last marked new', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: homeSections.visibility.title });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(visibilityChannels.length);
  expect(visibilityChannels).toHaveLength(3);
  for (const channel of visibilityChannels) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: channel.title }) });
    await expect(card).toContainText(channel.description);
    if (channel.badge) await expect(card).toContainText(channel.badge);
  }
  await expect(section.getByText('Neu', { exact: true })).toHaveCount(1);
});

test('when a visitor reads "So funktioniert", then the three steps appear in order as a numbered list', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: homeSections.process.title });
  const steps = section.locator('ol > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(processSteps.map((step) => step.title));
});

test('when a visitor reads the "Warum" checklist, then all five reasons are listed', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: homeSections.why.title });
  await expect(section.getByRole('listitem')).toHaveText([...whyChecklist]);
  expect(whyChecklist).toHaveLength(5);
});

test('when a visitor looks at the features, then six cards plus the two extras (keywords, competitor analysis) are shown', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: homeSections.features.title });
  const titles = [...homeFeatureCards, ...homeFeatureExtras].map((feature) => feature.title);
  expect(homeFeatureCards).toHaveLength(6);
  expect(homeFeatureExtras).toHaveLength(2);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(titles);
  for (const feature of [...homeFeatureCards, ...homeFeatureExtras]) await expect(section.getByText(feature.description)).toBeVisible();
  await expect(section.getByRole('link', { name: homeSections.features.allFeaturesLink })).toHaveAttribute('href', pages.funktionen.path);
});

test('when a visitor reads the benefits, then the three outcomes, 10 h per week, 850 € per month, the check button and the award appear', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: homeSections.benefits.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(homeBenefits.outcomes.map((outcome) => outcome.title));
  await expect(section).toContainText(`${claims.hoursSavedPerWeek}\u00a0Std.`);
  await expect(section).toContainText('pro Woche');
  await expect(section).toContainText(formatEuro(claims.moneySavedPerMonth));
  await expect(section).toContainText('pro Monat');
  expect(claims.hoursSavedPerWeek).toBe(10);
  expect(formatEuro(claims.moneySavedPerMonth)).toBe('850\u00a0€');
  for (const saving of homeBenefits.savings) {
    const item = section.getByRole('listitem').filter({ hasText: saving.label });
    await expect(item).toContainText(saving.value);
    await expect(item.locator('[data-slot="source-mark"]')).toBeVisible();
  }
  for (const saving of homeBenefits.savings)
    await expect(section.locator('[data-slot="figure-sources"]').first()).toContainText(saving.source ?? '');
  await expect(section).toContainText(awardSourceNote);
  await expect(section.getByRole('link', { name: 'Kostenlosen Check starten' })).toHaveAttribute('href', analysisPath);
  await expect(section.getByRole('img', { name: `Auszeichnung: ${awardTitle}` })).toBeVisible();
});

test('when a visitor reads the testimonials, then every home voice appears with its role and the example-voice note', async ({
  readOnlyPage: page,
}) => {
  const section = page.getByRole('region', { name: homeSections.testimonials.title });
  await expect(section.locator('blockquote')).toHaveCount(testimonialsByPage.home.length);
  for (const voice of testimonialsByPage.home) {
    await expect(section.getByText(voice.name, { exact: true })).toBeVisible();
    await expect(section.getByText(voice.role)).toBeVisible();
  }
  await expect(section.getByText(testimonialsNote)).toBeVisible();
});

test('when a visitor reaches the end, then the final call to action leads to the free analysis', async ({ readOnlyPage: page }) => {
  const section = page.getByRole('region', { name: homeCta.title });
  await expect(section.getByRole('link', { name: homeCta.button })).toHaveAttribute('href', analysisPath);
});

test('when a visitor opens FAQ questions without JavaScript, then only one answer is open at a time and it closes again', async ({
  openedPage: page,
}) => {
  const section = page.getByRole('region', { name: homeSections.faq.title });
  const items = section.locator('details');
  await expect(items).toHaveCount(6);
  expect(homeFaq).toHaveLength(6);
  await expect(items.locator('summary')).toHaveText(homeFaq.map((entry) => entry.question));
  for (const item of await items.all()) await expect(item).not.toHaveAttribute('open');

  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open');
  await expect(section.getByText(homeFaq[0]!.answer)).toBeVisible();

  await items.nth(3).locator('summary').click();
  await expect(items.nth(3)).toHaveAttribute('open');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(section.getByText(homeFaq[0]!.answer)).toBeHidden();
  await expect(section.locator('details[open]')).toHaveCount(1);

  await items.nth(3).locator('summary').click();
  await expect(section.locator('details[open]')).toHaveCount(0);
});

test('when a search engine reads the home page, then it finds FAQPage data with the six questions and the Organization', async ({
  readOnlyPage: page,
}) => {
  const blocks = await readJsonLd(page);
  const faqPage = blocks.filter((block) => block['@type'] === 'FAQPage');
  expect(faqPage).toHaveLength(1);
  const questions = faqPage[0]!.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
  expect(questions).toHaveLength(6);
  expect(questions.map((question) => question.name)).toEqual(homeFaq.map((entry) => entry.question));
  expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(homeFaq.map((entry) => entry.answer));
  expect(blocks.filter((block) => block['@type'] === 'Organization')).toHaveLength(1);
});

test('when a visitor uses any call to action on the home page, then it leads to the free analysis (the demo link aside)', async ({
  readOnlyPage: page,
}) => {
  await expectCallsToActionReachTheAnalysis(page, [externalLinks.demo]);
  await expect(page.getByRole('main').locator(`a[data-slot="button"][href="${analysisPath}"]`)).toHaveCount(3);
});

test('when a visitor reads the sections, then the headings go h1 → h2 → h3 without skipping a level', async ({ readOnlyPage: page }) => {
  await expectHeadingsInOrder(page);
});

import { addonPriceLabel, contentAddons, includedAddonsFor, serviceAddons } from '@sichtwerk/content/addons';
import { appFeatures } from '@sichtwerk/content/app-features';
import { claimLabels } from '@sichtwerk/content/claims';
import { pricingFaq } from '@sichtwerk/content/faq';
import { formatEuro } from '@sichtwerk/content/format';
import { pricingFaqTerm } from '@sichtwerk/content/legal/contract-terms';
import { planAudience, planTermsShort } from '@sichtwerk/content/plan-audience';
import { aiOptimisationAddonName, lowestPlanPrice, planPriceNote, plans } from '@sichtwerk/content/plans';
import { planCtaLabel, pricingPage } from '@sichtwerk/content/pages/preise';
import { pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';
import { expectCallsToActionReachTheAnalysis, readJsonLd } from '../support/calls-to-action.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.preise.path });

const analysisPath = pages.kostenloseAnalyse.path;
/** Compare prices without caring whether the space before € is breaking or not. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ');

test('when a visitor compares the packages, then three cards show 499 €, 899 € and 1.299 € per month, net, each with features and a start button', async ({
  readOnlyPage: page,
}) => {
  expect(plans.map((plan) => plain(formatEuro(plan.priceMonthly)))).toEqual(['499 €', '899 €', '1.299 €']);
  const cards = page.locator('[data-slot="plan-card"]');
  await expect(cards).toHaveCount(3);
  for (const plan of plans) {
    const card = page.locator(`[data-slot="plan-card"][data-plan="${plan.id}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(card.getByText(plan.subtitle)).toBeVisible();
    expect(plain(await card.locator('[data-slot="plan-price"]').innerText())).toBe(plain(formatEuro(plan.priceMonthly)));
    await expect(card.getByText('/ Monat')).toBeVisible();
    await expect(card.locator('[data-slot="plan-audience"]')).toHaveText(planAudience[plan.id]);
    await expect(card.getByText(plan.description)).toBeVisible();
    for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    await expect(card.locator('[data-slot="plan-included-addons"] li')).toHaveText(includedAddonsFor(plan.id).map((addon) => addon.name));
    // Enterprise lists the AI add-on among its included add-ons; its note would name it a second time.
    if (includedAddonsFor(plan.id).some((addon) => addon.name === aiOptimisationAddonName))
      await expect(card.locator('[data-slot="plan-addon-note"]')).toHaveCount(0);
    else await expect(card.locator('[data-slot="plan-addon-note"]')).toHaveText(plan.addonNote);
    await expect(card.getByRole('link', { name: planCtaLabel(plan.name) })).toHaveAttribute('href', analysisPath);
  }
});

test('when a visitor scans the packages, then only Business is highlighted, with a visible badge', async ({ openedPage: page }) => {
  const highlighted = plans.filter((plan) => plan.highlighted);
  expect(highlighted.map((plan) => plan.id)).toEqual(['business']);
  const marked = page.locator('[data-slot="plan-card"][data-highlighted="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('data-plan', 'business');
  await expect(marked.locator('[data-slot="plan-highlight"]')).toHaveText(pricingPage.highlightBadge);
  await expect(marked.locator('[data-slot="plan-highlight"]')).toBeVisible();
  await expect(page.locator('[data-slot="plan-highlight"]')).toHaveCount(1);
  // The pill stays on one line on a laptop screen (it wrapped into two at 1366 px).
  await page.setViewportSize({ width: 1366, height: 900 });
  const pill = marked.locator('[data-slot="plan-highlight"]');
  const lineHeight = await pill.evaluate((badge) => Number.parseFloat(getComputedStyle(badge).lineHeight));
  expect((await pill.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 2);
});

for (const [kind, addons, title] of [
  ['content', contentAddons, pricingPage.contentAddons.title],
  ['service', serviceAddons, pricingPage.serviceAddons.title],
] as const) {
  test(`when a visitor reads the ${kind} add-ons, then all six show their price, unit and inclusion note`, async ({
    readOnlyPage: page,
  }) => {
    expect(addons).toHaveLength(6);
    const section = page.getByRole('region', { name: title });
    const cards = section.locator('[data-slot="addon-card"]');
    await expect(cards).toHaveCount(6);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(addons.map((addon) => addon.name));
    for (const addon of addons) {
      const card = section.locator(`[data-addon="${addon.id}"]`);
      await expect(card.getByText(addon.description)).toBeVisible();
      expect(plain(await card.locator('[data-slot="addon-price"]').innerText())).toBe(plain(addonPriceLabel(addon)));
      if (addon.includedNote) await expect(card.locator('[data-slot="addon-included"]')).toHaveText(addon.includedNote);
      else await expect(card.locator('[data-slot="addon-included"]')).toHaveCount(0);
      const highlighted = 'highlighted' in addon && addon.highlighted;
      if (highlighted) await expect(card).toHaveAttribute('data-highlighted', 'true');
      else await expect(card).not.toHaveAttribute('data-highlighted', 'true');
    }
  });
}

test('when a visitor reads the add-on notes, then the inclusion of Texte-Pro Review, strategic consulting, 1:1 strategy and AI monitoring matches the spec', async ({
  readOnlyPage: page,
}) => {
  const note = (id: string) => page.locator(`[data-addon="${id}"] [data-slot="addon-included"]`);
  await expect(note('texte-pro-review')).toHaveText('inklusive in Business und Enterprise');
  await expect(note('strategische-beratung')).toHaveText('in allen Paketen inklusive');
  await expect(note('eins-zu-eins-strategie')).toHaveText('inklusive in Enterprise');
  await expect(note('ki-sichtbarkeits-monitoring')).toHaveText('inklusive in Enterprise');
});

test('when a visitor reads what the app contains, then all twelve app features appear', async ({ readOnlyPage: page }) => {
  expect(appFeatures).toHaveLength(12);
  const section = page.getByRole('region', { name: pricingPage.appFeatures.title });
  await expect(section.getByRole('listitem')).toHaveCount(12);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(appFeatures.map((feature) => feature.title));
});

test('when a visitor wonders whether it pays off, then the cost-of-invisibility message shows its points and the figures from the data', async ({
  readOnlyPage: page,
}) => {
  const copy = pricingPage.costOfInvisibility;
  const section = page.getByRole('region', { name: copy.title });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.points.map((point) => point.title));
  const text = plain(await section.innerText());
  expect(text).toContain(plain(claimLabels.ownWorkHoursRange));
  expect(text).toContain(plain(claimLabels.moneySaved));
  expect(plain(await section.locator('[data-slot="break-even"]').innerText())).toContain(plain(formatEuro(lowestPlanPrice)));
  await expect(section.getByRole('link', { name: copy.button })).toHaveAttribute('href', analysisPath);
});

test('when a visitor opens the pricing FAQ, then four questions open one at a time and close again', async ({ openedPage: page }) => {
  expect(pricingFaq).toHaveLength(4);
  const section = page.getByRole('region', { name: pricingPage.faq.title });
  const items = section.locator('details');
  await expect(items).toHaveCount(4);
  await expect(section.locator('summary')).toHaveText(pricingFaq.map((entry) => entry.question));
  await section.locator('summary').nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(section.getByText(pricingFaq[0]!.answer)).toBeVisible();
  await section.locator('summary').nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await section.locator('summary').nth(1).click();
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
});

test('when a crawler reads /preise, then the three plans are Offers with monthly net EUR prices, plus the FAQPage, without ratings', async ({
  readOnlyPage: page,
}) => {
  const blocks = await readJsonLd(page);
  const service = blocks.find((block) => Array.isArray(block.offers));
  expect(service, 'JSON-LD mit offers').toBeDefined();
  const offers = service!.offers as Record<string, unknown>[];
  expect(offers).toHaveLength(3);
  expect(offers.map((offer) => offer.price)).toEqual(plans.map((plan) => plan.priceMonthly));
  expect(offers.map((offer) => offer.price)).toEqual([499, 899, 1299]);
  for (const offer of offers) {
    expect(offer['@type']).toBe('Offer');
    expect(offer.priceCurrency).toBe('EUR');
    const spec = offer.priceSpecification as Record<string, unknown>;
    expect(spec['@type']).toBe('UnitPriceSpecification');
    expect(spec.price).toBe(offer.price);
    expect(spec.priceCurrency).toBe('EUR');
    expect(spec.unitCode).toBe('MON');
    expect(spec.valueAddedTaxIncluded).toBe(false);
  }
  const faq = blocks.find((block) => block['@type'] === 'FAQPage');
  expect(faq?.mainEntity as unknown[] | undefined).toHaveLength(4);
  const everything = JSON.stringify(blocks);
  expect(everything).not.toMatch(/aggregateRating|"review"|ratingValue/i);
});

test('when anyone reads the page source, then the contradictory 1.499 € price appears nowhere', async ({ readOnlyPage: page, request }) => {
  const html = await (await request.get(baseUrl(pages.preise.path))).text();
  expect(html).not.toContain('1.499');
  expect(html).not.toMatch(/1[.\s\u00a0]?499\s*(?:€|&nbsp;€|EUR)/);
  expect(await page.locator('body').innerText()).not.toContain('1.499');
});

test('when a visitor uses any call to action on /preise, then it leads to the free analysis', async ({ readOnlyPage: page }) => {
  const buttons = page.getByRole('main').locator('a[data-slot="button"]');
  // three plan buttons, the cost-of-invisibility button and the closing call to action
  await expect(buttons).toHaveCount(plans.length + 2);
  await expect(
    page.getByRole('region', { name: pricingPage.finalCta.title }).getByRole('link', { name: pricingPage.finalCta.button }),
  ).toHaveAttribute('href', analysisPath);
  await expectCallsToActionReachTheAnalysis(page);
});

test('when a visitor reads the page structure, then one h1 leads and the sections follow as h2 in order', async ({
  readOnlyPage: page,
}) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingPage.hero.title);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    pricingPage.plans.title,
    pricingPage.costOfInvisibility.title,
    pricingPage.contentAddons.title,
    pricingPage.serviceAddons.title,
    pricingPage.appFeatures.title,
    pricingPage.faq.title,
    pricingPage.finalCta.title,
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('when a visitor opens /preise on a 320 px screen, then nothing overflows sideways', async ({ openedPage: page }) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('when a visitor compares the packages, then the minimum term and the VAT note stand once above the cards, and „monatlich kündbar“ only in the FAQ', async ({
  readOnlyPage: page,
}) => {
  const terms = page.locator('[data-slot="plan-terms"]');
  for (const term of planTermsShort) await expect(terms).toContainText(term.text);
  await expect(terms.getByRole('link', { name: 'Laufzeit und Kündigung nach § 4 AGB' })).toHaveAttribute(
    'href',
    /\/agb#laufzeit-und-kuendigung$/,
  );
  await expect(page.getByText(/monatlich kündbar/)).toHaveCount(1);
  await expect(page.locator('#faq')).toContainText(pricingFaqTerm.sentence);
  await expect(page.getByText(planPriceNote)).toHaveCount(1);
  await expect(page.locator('[data-slot="plan-card"]').getByText(planPriceNote)).toHaveCount(0);
});

test('when a visitor opens /preise on a 390 px phone, then the first package price is visible without scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseUrl(pages.preise.path));
  await expect(page.locator('[data-slot="plan-price"]').first()).toBeInViewport();
  await context.close();
});

test('when a visitor scans /preise, then the highlighted package is the only thing in the accent colour: the add-on badges stay neutral', async ({
  readOnlyPage: page,
}) => {
  const highlightColour = await page.locator('[data-slot="plan-highlight"]').evaluate((badge) => getComputedStyle(badge).backgroundColor);
  for (const badge of await page.locator('[data-slot="addon-card"] [data-slot="badge"]').all()) {
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(highlightColour);
  }
  for (const card of await page.locator('[data-slot="addon-card"][data-highlighted="true"]').all()) {
    expect(await card.evaluate((element) => getComputedStyle(element).borderColor)).toBe(
      await page
        .locator('[data-slot="addon-card"]:not([data-highlighted])')
        .first()
        .evaluate((element) => getComputedStyle(element).borderColor),
    );
  }
});

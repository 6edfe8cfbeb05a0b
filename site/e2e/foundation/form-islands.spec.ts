import { expect, test } from '@playwright/test';
import { analysisHero } from '@sichtwerk/content/analysis-offer';
import { company } from '@sichtwerk/content/company';
import { cancellationPage, contactPage, referralPage } from '@sichtwerk/content/form-pages';
import { legalDocuments } from '@sichtwerk/content/legal/index';
import { referralHero } from '@sichtwerk/content/referral-offer';
import { pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';
import { formRoutes } from '../support/routes.ts';

/**
 * Only the form hydrates on a form page (an island): the JavaScript it loads must not carry the page around
 * it. The needles come from the content package, so they follow every edit of the copy.
 */
const firstParagraph = (document: (typeof legalDocuments)[keyof typeof legalDocuments]) =>
  document.sections.flatMap((section) => section.blocks).find((block): block is string => typeof block === 'string') ?? '';

const needles: Readonly<Record<string, readonly string[]>> = {
  'the route registry': Object.values(pages).flatMap((page) => [page.title, page.description]),
  'page copy': [analysisHero.subtitle, contactPage.intro, referralHero.subtitle, cancellationPage.intro, contactPage.success.description, cancellationPage.termNotice],
  'legal texts': Object.values(legalDocuments).map(firstParagraph),
  'company facts': [company.street, company.vatId, company.registerNumber, company.managingDirector, company.phone],
};

/** The text a script holds, with \uXXXX escapes resolved, as a minifier may write non-ASCII characters. */
const readable = (source: string) => source.replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

for (const route of formRoutes) {
  test(`when a visitor opens ${route}, then the scripts hold the form and its German rules, but no route registry, page copy, legal text or company fact`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    await expect(page.locator('form[data-enhanced="true"]')).toHaveCount(1);
    const javascript = readable((await Promise.all(scripts)).join('\n'));
    expect(scripts.length).toBeGreaterThan(0);
    // The shared schema's messages are there: the browser validates with the server's rules.
    expect(javascript).toContain('Bitte gib deine E-Mail-Adresse an.');
    for (const [source, texts] of Object.entries(needles)) {
      for (const text of texts) expect(javascript.includes(text), `${source}: „${text.slice(0, 60)}…“`).toBe(false);
    }
  });
}

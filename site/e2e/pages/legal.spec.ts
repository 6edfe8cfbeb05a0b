import type { Page } from '@playwright/test';
import { company } from '@sichtwerk/content/company';
import { formatGermanDate } from '@sichtwerk/content/format';
import { agbTerm, availability, freeTrial, payment, supportResponse, termsChangeNotice } from '@sichtwerk/content/legal/contract-terms';
import { placeholderNotice } from '@sichtwerk/content/legal/impressum';
import { agb, datenschutz, impressum, isList, type LegalDocument } from '@sichtwerk/content/legal/index';
import { formPageKeys, pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false });

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const documents = [
  { path: pages.impressum.path, document: impressum },
  { path: pages.datenschutz.path, document: datenschutz },
  { path: pages.agb.path, document: agb },
] as const;

async function openLegalPage(page: Page, path: string): Promise<string> {
  const response = await page.goto(baseUrl(path));
  expect(response?.status()).toBe(200);
  return mainText(page);
}

const mainText = async (page: Page) => squash(await page.getByRole('main').textContent());

/** Every heading, paragraph and list item of the document must be on the page, word for word. */
function expectWholeDocument(text: string, document: LegalDocument) {
  for (const section of document.sections) {
    expect(text, section.id).toContain(squash(section.heading));
    for (const block of section.blocks) {
      for (const line of isList(block) ? block : [block]) expect(text, `${section.id}: ${line.slice(0, 40)}`).toContain(squash(line));
    }
  }
}

for (const { path, document } of documents) {
  test(`when a visitor opens ${path}, then they see the title, the version date and every section of the document in order`, async ({
    readOnlyPages,
  }) => {
    const page = await readOnlyPages.open(path);
    const text = await mainText(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
    await expect(page.getByText(`Stand: ${formatGermanDate(document.lastUpdated)}`)).toBeVisible();
    await expect(page.locator(`time[datetime="${document.lastUpdated}"]`)).toHaveCount(1);
    const headings = page.locator('[data-slot="legal-section"] > h2');
    await expect(headings).toHaveText(document.sections.map((section) => section.heading));
    if (document.intro) expect(text).toContain(squash(document.intro));
    expectWholeDocument(text, document);
  });

  test(`when a visitor uses the table of contents on ${path}, then every entry jumps to an existing section`, async ({ page }) => {
    await openLegalPage(page, path);
    const toc = page.getByRole('navigation', { name: 'Inhalt', exact: true });
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(document.sections.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(document.sections.map((section) => `#${section.id}`));
    for (const [index, href] of hrefs.entries()) {
      const target = page.locator(`[id="${href.slice(1)}"]`);
      await expect(target, href).toHaveCount(1);
      await expect(target.getByRole('heading', { level: 2 })).toHaveText(document.sections[index]!.heading);
    }
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs.at(-1)}$`));
    await expect(page.locator(`[id="${hrefs.at(-1)!.slice(1)}"]`)).toBeInViewport();
  });
}

test('when a business customer reads the AGB, then they find 13 numbered sections dated 05.01.2025 with every contract figure', async ({
  readOnlyPages,
}) => {
  const page = await readOnlyPages.open(pages.agb.path);
  const text = await mainText(page);
  await expect(page.getByText('Stand: 05.01.2025')).toBeVisible();
  const headings = page.locator('[data-slot="legal-section"] > h2');
  await expect(headings).toHaveCount(13);
  for (let index = 0; index < 13; index++) await expect(headings.nth(index)).toHaveText(new RegExp(`^§ ${index + 1} `));
  for (const figure of ['99 %', '24 Stunden', '4 Wochen', '14 Tage', 'SEPA', 'Kreditkarte', 'Rechnung', '§ 14 BGB']) {
    expect(text, figure).toContain(figure);
  }
  for (const term of [agbTerm, availability, supportResponse, termsChangeNotice, payment, freeTrial])
    expect(text).toContain(squash(term.sentence));
  expect(text).toContain('wichtigem Grund');
  expect(text).toContain('gesamte restliche Vergütung');
  expect(text).toContain('Art. 28 DSGVO');
});

test('when a visitor looks for the provider, then the Impressum names every § 5 DDG fact from company.ts and links mail and phone', async ({
  readOnlyPages,
}) => {
  const page = await readOnlyPages.open(pages.impressum.path);
  const text = await mainText(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
  for (const fact of [
    company.legalName,
    company.street,
    `${company.postalCode} ${company.city}`,
    company.legalForm,
    company.managingDirector,
    company.email,
    company.phone,
    company.registerCourt,
    company.registerNumber,
    company.vatId,
    company.contentResponsible,
    '§ 18 Abs. 2 MStV',
  ]) {
    expect(text, fact).toContain(fact);
  }
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref);
  if (company.isPlaceholder) await expect(page.getByRole('note')).toHaveText(placeholderNotice);
  else await expect(page.getByRole('note')).toHaveCount(0);
});

test('when a visitor reads the Impressum, then it does not point to the closed EU online dispute platform', async ({ readOnlyPages }) => {
  const page = await readOnlyPages.open(pages.impressum.path);
  const text = await mainText(page);
  expect(text).not.toMatch(/ec\.europa\.eu|OS-Plattform|\bODR\b/i);
  await expect(page.locator('a[href*="ec.europa.eu"], a[href*="odr"]')).toHaveCount(0);
  expect(text).toContain('Verbraucherschlichtungsstelle');
});

test('when a visitor reads the privacy policy, then every form, the cookie-free setup and the right to complain are covered', async ({
  readOnlyPages,
}) => {
  const page = await readOnlyPages.open(pages.datenschutz.path);
  const text = await mainText(page);
  expect(text).toContain('keine Cookies');
  expect(text).toContain('kein Tracking');
  expect(text).toContain('Google Fonts');
  expect(text).toContain('Logdateien');
  expect(text).toContain('Art. 77');
  expect(text).toContain('Aufsichtsbehörde');
  for (const key of formPageKeys) {
    const section = page.locator('[data-slot="legal-section"]', {
      has: page.getByRole('heading', { level: 2, name: `(${pages[key].path})` }),
    });
    await expect(section, key).toHaveCount(1);
    const body = squash(await section.textContent());
    for (const label of ['Zweck:', 'Daten:', 'Rechtsgrundlage:', 'Empfänger:', 'Speicherdauer:'])
      expect(body, `${key} ${label}`).toContain(label);
    expect(body, key).toMatch(/Art\. 6 Abs\. 1 lit\. [bf] DSGVO/);
  }
  for (const right of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21']) expect(text, right).toContain(right);
  await expect(page.getByRole('main').getByRole('link', { name: company.email }).first()).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
});

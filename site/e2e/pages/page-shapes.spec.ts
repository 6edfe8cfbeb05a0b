import { expect, test, type Page } from '@playwright/test';
import { productPictureAlt } from '@sichtwerk/content/product-examples';
import { pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';

test.use({ javaScriptEnabled: false });

/** The template of each top-level section in order, from the data-template the Section component sets. */
async function sectionTemplates(page: Page): Promise<string[]> {
  return page
    .locator('main section[data-template]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-template') ?? ''));
}

for (const path of [pages.home.path, pages.preise.path]) {
  test(`when a visitor scrolls through ${path}, then no three sections in a row share one template`, async ({ page }) => {
    await page.goto(baseUrl(path));
    const templates = await sectionTemplates(page);
    expect(templates.length).toBeGreaterThanOrEqual(4);
    for (let index = 2; index < templates.length; index += 1) {
      expect(new Set(templates.slice(index - 2, index + 1)).size, templates.join(' → ')).toBeGreaterThan(1);
    }
  });
}

test('when a visitor opens the home page, then the hero and the feature section show screens of the app with alt text, size and modern formats', async ({
  page,
}) => {
  await page.goto(baseUrl(pages.home.path));
  const hero = page.locator('[data-slot="page-hero"] [data-slot="product-picture"]');
  await expect(hero.locator('img')).toHaveAttribute('alt', productPictureAlt.dashboard);
  await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');
  const pictures = page.locator('[data-slot="product-picture"]');
  expect(await pictures.count()).toBeGreaterThanOrEqual(4);
  for (const picture of await pictures.all()) {
    const name = (await picture.getAttribute('data-name')) as keyof typeof productPictureAlt;
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('alt', productPictureAlt[name]);
    expect(productPictureAlt[name]).toContain('Beispieldaten');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif \d+w/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp \d+w/);
  }
});

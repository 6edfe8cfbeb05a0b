import { articleHeaderAlt } from '@sichtwerk/content/product-examples';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { blogPage } from '@sichtwerk/content/pages/blog';
import { formatLongGermanDate } from '@sichtwerk/content/format';
import { pages } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';
import { expect, test } from '../support/read-only-page.ts';

test.use({ javaScriptEnabled: false, route: pages.blog.path });

const articles = loadArticlesFromDisk();

test('when a visitor opens the blog, then they see every published article as a card, newest first', async ({ readOnlyPage: page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.hero.title);
  const cards = page.locator('[data-slot="article-card"]');
  expect(articles.length).toBeGreaterThan(0);
  await expect(cards).toHaveCount(articles.length);

  const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  expect(dates).toEqual(articles.map((article) => article.published));

  for (const [index, article] of articles.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('data-slug', article.slug);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(article.title);
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute('href', `/${article.slug}`);
    await expect(card.locator('time')).toHaveText(formatLongGermanDate(article.published));
    await expect(card.getByText(article.author)).toBeVisible();
    await expect(card.getByText(article.excerpt)).toBeVisible();
    await expect(card.getByText(`${article.readingMinutes} Min. Lesezeit`)).toBeVisible();
  }
});

test('when the blog cards render, then each shows its header image (no title inside, so the title appears once) with size, alt text and lazy loading below the first row', async ({
  page,
  request,
}) => {
  await page.goto(baseUrl(pages.blog.path));
  const images = page.locator('[data-slot="article-card"] img');
  await expect(images).toHaveCount(articles.length);
  for (const [index, article] of articles.entries()) {
    const card = page.locator(`[data-slot="article-card"][data-slug="${article.slug}"]`);
    const image = card.locator('img');
    await expect(image).toHaveAttribute('alt', articleHeaderAlt(article));
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
    await expect(card.locator('source[type="image/avif"]')).toHaveCount(1);
    await expect(card.getByText(article.title, { exact: true })).toHaveCount(1);
    const file = await request.get(baseUrl((await image.getAttribute('src')) ?? ''));
    expect(file.status(), article.slug).toBe(200);
  }
  // The space is reserved before the image arrives: the rendered box keeps the image's own ratio.
  const first = images.first();
  const box = await first.boundingBox();
  const ratio = Number(await first.getAttribute('width')) / Number(await first.getAttribute('height'));
  expect(box).not.toBeNull();
  expect(Math.abs(box!.width / box!.height - ratio)).toBeLessThan(0.02);
  await images.last().scrollIntoViewIfNeeded();
  await expect.poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('when a visitor reaches the end of the blog, then two calls to action lead to the free analysis and to the prices', async ({
  readOnlyPage: page,
}) => {
  const cta = page.locator('#jetzt-starten');
  await expect(cta.getByRole('heading', { level: 2 })).toHaveText(blogPage.cta.title);
  await expect(cta.getByRole('link', { name: blogPage.cta.primary.label })).toHaveAttribute('href', pages.kostenloseAnalyse.path);
  await expect(cta.getByRole('link', { name: blogPage.cta.secondary.label })).toHaveAttribute('href', pages.preise.path);
});

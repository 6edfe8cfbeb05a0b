import { expect, test } from '@playwright/test';
import { textContent } from 'domutils';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { company } from '@sichtwerk/content/company';
import { formatLongGermanDate } from '@sichtwerk/content/format';
import { articleHeaderAlt } from '@sichtwerk/content/product-examples';
import { pages } from '@sichtwerk/content/routes';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { baseUrl } from '../support/base-url.ts';
import { attributeOf, servedPage, textIn } from '../support/served-page.ts';

test.use({ javaScriptEnabled: false });

const siteUrl = resolveSiteUrl();
const catalog = new Map(loadArticlesFromDisk().map((article) => [article.slug, article]));

type JsonLdNode = Record<string, unknown> & { '@type'?: string };

/** Reads width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const slug of catalog.keys()) {
  test.describe(`/${slug}`, () => {
    const article = catalog.get(slug)!;

    // The frame, the head and the structured data are what the served HTML says (an article runs no script); only
    // what needs the browser's layout — is it shown, in which order — is read in Chromium below.
    test('when a reader opens the article, then a header image, a table of contents linking to its headings, the author box and three related articles frame the text', async () => {
      const page = await servedPage(`/${slug}`);
      const header = page.one('[data-slot="article-header-picture"] img');
      expect(attributeOf(header, 'alt')).toBe(articleHeaderAlt(article));
      expect(attributeOf(header, 'width')).toMatch(/^\d+$/);
      expect(attributeOf(header, 'height')).toMatch(/^\d+$/);

      const tocLinks = page.all('[data-slot="article-toc"] a');
      const headings = page.all('.prose-article h2[id]');
      expect(tocLinks.length).toBeGreaterThanOrEqual(2);
      expect(tocLinks.map(textIn)).toEqual(headings.map(textIn));
      for (const link of tocLinks) {
        const target = attributeOf(link, 'href') ?? '';
        expect(target, 'Inhaltsverzeichnis verlinkt auf eine Überschrift der Seite').toMatch(/^#./);
        expect(page.all(`[id="${target.slice(1)}"]`), target).toHaveLength(1);
      }

      expect(page.text('[data-slot="author-box"]')).toContain(article.author);
      const related = page.all('[data-slot="related-articles"] a').map((link) => attributeOf(link, 'href'));
      expect(related).toHaveLength(3);
      for (const href of related) {
        expect(href).not.toBe(`/${slug}`);
        expect([...catalog.values()].map((other) => other.path)).toContain(href);
      }
    });

    test('when a social network reads the head, then it finds the article type, dates, author, section and tags', async () => {
      const page = await servedPage(`/${slug}`);
      expect(page.status).toBe(200);
      expect(page.attribute('meta[property="og:type"]', 'content')).toBe('article');
      expect(page.attribute('meta[property="article:published_time"]', 'content')).toBe(article.published);
      expect(page.attribute('meta[property="article:modified_time"]', 'content')).toBe(article.modified);
      expect(page.attribute('meta[property="article:author"]', 'content')).toBe(article.author);
      expect(page.attribute('meta[property="article:section"]', 'content')).toBe('Online Marketing');
      const tags = page.all('meta[property="article:tag"]').map((meta) => attributeOf(meta, 'content'));
      expect(tags).toEqual(article.tags);
      expect(tags.length).toBeGreaterThanOrEqual(2);
    });

    test('when a search engine reads the structured data, then it finds a complete BlogPosting and the breadcrumb trail', async () => {
      const page = await servedPage(`/${slug}`);
      const nodes = page.all('script[type="application/ld+json"]').map((script) => JSON.parse(textContent(script)) as JsonLdNode);
      const url = `${siteUrl}/${slug}`;

      const posting = nodes.find((node) => node['@type'] === 'BlogPosting');
      expect(posting, 'BlogPosting').toBeDefined();
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        description: article.description,
        image: `${siteUrl}/og/${slug}.png`,
        datePublished: article.published,
        dateModified: article.modified,
        author: { name: article.author },
        publisher: { '@type': 'Organization', name: company.legalName },
        mainEntityOfPage: { '@id': url },
        articleSection: 'Online Marketing',
        inLanguage: 'de-DE',
      });
      expect(posting!.keywords).toBe(article.keywords.join(', '));

      const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      expect(breadcrumbs, 'BreadcrumbList').toBeDefined();
      const items = breadcrumbs!.itemListElement as { position: number; name: string; item: string }[];
      expect(items.map((item) => item.item)).toEqual([`${siteUrl}/`, `${siteUrl}${pages.blog.path}`, url]);
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.at(-1)?.name).toBe(article.title);
    });

    test('when a visitor reads the article, then it has its headline, byline, intro, conclusion and a call to action to the free analysis', async ({
      page,
    }) => {
      await page.goto(baseUrl(`/${slug}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      const main = page.getByRole('main');
      await expect(main.locator(`time[datetime="${article.published}"]`).first()).toHaveText(formatLongGermanDate(article.published));
      await expect(main.locator(`time[datetime="${article.published}"]`).first()).toBeVisible();
      await expect(main.getByTestId('article-author')).toHaveText(article.author);
      // The related articles below show their reading times too; the byline comes first.
      await expect(main.getByText(`${article.readingMinutes} Min. Lesezeit`).first()).toBeVisible();

      for (const slot of ['article-intro', 'article-conclusion', 'article-cta']) {
        await expect(main.locator(`[data-slot="${slot}"]`), slot).toHaveCount(1);
        await expect(main.locator(`[data-slot="${slot}"]`), slot).toBeVisible();
      }
      const intro = main.locator('[data-slot="article-intro"]');
      const conclusion = main.locator('[data-slot="article-conclusion"]');
      const cta = main.locator('[data-slot="article-cta"]');
      expect((await intro.textContent())?.trim().length).toBeGreaterThan(100);
      expect((await conclusion.textContent())?.trim().length).toBeGreaterThan(100);
      // Reading order: intro first, then the body, the conclusion and the closing call to action.
      const order = await main
        .locator('[data-slot^="article-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-slot')));
      expect(order.filter((slot) => ['article-intro', 'article-conclusion', 'article-cta'].includes(slot ?? ''))).toEqual([
        'article-intro',
        'article-conclusion',
        'article-cta',
      ]);
      await expect(cta.getByRole('heading', { level: 2 })).toBeVisible();
      const button = cta.locator('a[data-slot="button"]');
      await expect(button).toHaveCount(1);
      await expect(button).toHaveAttribute('href', pages.kostenloseAnalyse.path);
    });

    test('when the catalog counts the words, then the article is a real guide of 900 to 1.800 words', () => {
      expect(article.wordCount).toBeGreaterThanOrEqual(900);
      expect(article.wordCount).toBeLessThanOrEqual(1800);
      expect(article.readingMinutes).toBe(Math.max(1, Math.round(article.wordCount / 200)));
    });

    test('when the article is shared, then its og:image exists on the server as a 1200×630 PNG', async ({ request }) => {
      const page = await servedPage(`/${slug}`);
      const content = page.attribute('meta[property="og:image"]', 'content');
      expect(content).toBe(`${siteUrl}/og/${slug}.png`);
      const response = await request.get(baseUrl(new URL(content!).pathname));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      expect(page.attribute('meta[property="og:image:width"]', 'content')).toBe('1200');
      expect(page.attribute('meta[property="og:image:height"]', 'content')).toBe('630');
      expect(page.attribute('meta[property="og:image:alt"]', 'content')).toBe(article.imageAlt);
    });
  });
}

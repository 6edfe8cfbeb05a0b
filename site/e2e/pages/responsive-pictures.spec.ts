import { expect, test, type Browser } from '@playwright/test';
import { pages } from '@sichtwerk/content/routes';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { baseUrl } from '../support/base-url.ts';

const article = loadArticlesFromDisk()[0]!;

const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'a laptop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  { name: 'a 2× desktop screen', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 2 },
];

interface Loaded {
  currentSrc: string;
  /** The loaded file's own width (its srcset descriptor; naturalWidth would be in CSS pixels). */
  fileWidth: number;
  /** The picture's width on screen in device pixels. */
  devicePixels: number;
  /** The widest file the picture offers. */
  widest: number;
}

async function loadedPicture(browser: Browser, screen: (typeof screens)[number], path: string, slot: string): Promise<Loaded> {
  const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl(path));
    const image = page.locator(`[data-slot="${slot}"] img`).first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return await image.evaluate((img: HTMLImageElement) => {
      const avif = img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
      const candidates = avif.split(',').map((candidate) => {
        const [url = '', width = ''] = candidate.trim().split(/\s+/);
        return { url: new URL(url, document.baseURI).href, width: Number.parseInt(width, 10) };
      });
      return {
        currentSrc: img.currentSrc,
        fileWidth: candidates.find((candidate) => candidate.url === img.currentSrc)?.width ?? 0,
        devicePixels: img.getBoundingClientRect().width * window.devicePixelRatio,
        widest: Math.max(...candidates.map((candidate) => candidate.width)),
      };
    });
  } finally {
    await context.close();
  }
}

for (const { path, slot, what } of [
  { path: pages.home.path, slot: 'product-picture', what: 'the home page’s app screen' },
  { path: article.path, slot: 'article-header-picture', what: 'an article’s header image' },
]) {
  test(`when visitors open ${what} on a phone, a laptop and a 2× desktop screen, then each loads an AVIF sharp enough for its screen and the phone a smaller one than the 2× desktop`, async ({
    browser,
  }) => {
    const loaded: Loaded[] = [];
    for (const screen of screens) {
      const picture = await loadedPicture(browser, screen, path, slot);
      expect(picture.currentSrc, screen.name).toMatch(/\.avif$/);
      // Sharp: at least as many pixels as the box shows, up to the widest file there is.
      expect(picture.fileWidth, screen.name).toBeGreaterThanOrEqual(Math.min(Math.floor(picture.devicePixels), picture.widest));
      loaded.push(picture);
    }
    const [phone, , desktop] = loaded;
    expect(phone!.fileWidth).toBeLessThan(desktop!.fileWidth);
  });
}

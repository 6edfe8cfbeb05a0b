/**
 * Pages opened once per worker for the stories that only read them.
 *
 * Loading a page in Chromium is most of a browser story's CPU (about 0.6 CPU-s a load, on CI's two cores), and a
 * story that only reads a page (roles, text, attributes, computed styles) leaves it as it found it: the next
 * story of the same route can read the very same page. So each worker opens a route once, in its own context
 * without JavaScript, and hands that page to every read-only story of the route. A story that clicks, types,
 * resizes, scrolls or opens anything changes the page for whoever reads it next: it takes `openedPage`, its
 * own fresh page, instead.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { baseUrl } from './base-url.ts';

export interface ReadOnlyPages {
  /** The worker's page of `route`, opened (and checked to answer 200) on first use. */
  open(route: string): Promise<Page>;
}

interface RouteFixtures {
  /** The route a file's stories read (`test.use({ route })`). */
  route: string;
  /** The worker's shared page of `route`: read it, never change it. */
  readOnlyPage: Page;
  /** The story's own fresh page with `route` opened, for stories that change the page. */
  openedPage: Page;
}

const routeOf = (route: string) => {
  if (!route) throw new Error('test.use({ route }) fehlt: welche Seite liest die Geschichte?');
  return route;
};

export const test = base.extend<RouteFixtures, { readOnlyPages: ReadOnlyPages }>({
  route: ['', { option: true }],
  readOnlyPages: [
    async ({ browser }, use, workerInfo) => {
      const { locale, viewport } = workerInfo.project.use;
      const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false, locale, viewport });
      const opened = new Map<string, Promise<Page>>();
      const openOnce = async (route: string) => {
        const page = await context.newPage();
        const response = await page.goto(baseUrl(route));
        expect(response?.status(), `${route} answered`).toBe(200);
        return page;
      };
      await use({
        open: (route) => {
          let page = opened.get(route);
          if (!page) {
            page = openOnce(route);
            opened.set(route, page);
          }
          return page;
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
  readOnlyPage: async ({ readOnlyPages, route }, use) => {
    await use(await readOnlyPages.open(routeOf(route)));
  },
  openedPage: async ({ page, route }, use) => {
    const response = await page.goto(baseUrl(routeOf(route)));
    expect(response?.status(), `${route} answered`).toBe(200);
    await use(page);
  },
});

export { expect };

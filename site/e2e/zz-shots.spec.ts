import { test } from '@playwright/test';
import { baseUrl } from './support/base-url.ts';

const routes = ['/', '/preise', '/blog', '/google-ads-kosten', '/kostenlose-analyse', '/gibt-es-nicht', '/kontakt'];
for (const width of [1366, 390]) {
  for (const route of routes) {
    test(`shot ${width} ${route}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
      const page = await context.newPage();
      await page.goto(baseUrl(route));
      const name = route === '/' ? 'home' : route.slice(1);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-fold.png` });
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-full.png`, fullPage: true });
      await context.close();
    });
  }
}

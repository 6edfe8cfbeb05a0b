import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes, routesWithoutForms } from '../support/routes.ts';

// One load per route answers both questions: a page that has no form is loaded once, not once for each.
for (const route of allRoutes) {
  const withoutForm = routesWithoutForms.includes(route);
  test(`when a visitor loads ${route}, then the browser requests nothing from another host${
    withoutForm ? ', and, as it has no form, no script is loaded or executed' : ''
  }`, async ({ page }) => {
    const origin = new URL(baseUrl()).origin;
    const foreign: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
      if (request.resourceType() === 'script') scripts.push(url);
    });
    await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
    if (withoutForm) {
      expect(scripts).toEqual([]);
      const executable = await page.locator('script:not([type="application/ld+json"]):not([type="application/json"])').count();
      expect(executable).toBe(0);
    }
  });
}

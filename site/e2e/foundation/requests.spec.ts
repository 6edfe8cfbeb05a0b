import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes, routesWithoutForms } from '../support/routes.ts';

for (const route of allRoutes) {
  test(`when a visitor loads ${route}, then the browser requests nothing from another host`, async ({ page }) => {
    const origin = new URL(baseUrl()).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
    });
    await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
  });
}

for (const route of routesWithoutForms) {
  test(`when a visitor loads ${route}, which has no form, then no script is loaded or executed`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    const executable = await page.locator('script:not([type="application/ld+json"]):not([type="application/json"])').count();
    expect(executable).toBe(0);
  });
}

import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes, formRoutes, routesWithoutForms } from '../support/routes.ts';

/**
 * One load per route, JavaScript on, answers what a visitor's browser does with the page:
 * - it runs under the site's strict Content-Security-Policy, which the lead service sends
 *   (lead-service/src/platform/http-security/content-security-policy.ts; Caddy and the CDN headers send the same).
 *   A page that needs an inline script or style the policy does not allow would break silently, so any violation
 *   fails. zod's eval probe is switched off in the browser (forms/src/zod-setup.ts), so not even that one is expected;
 * - it requests nothing from another host;
 * - a page without a form loads and runs no script at all.
 */
for (const route of allRoutes) {
  const withoutForm = routesWithoutForms.includes(route);
  test(`when a visitor loads ${route}, then the site's CSP blocks nothing and the browser requests nothing from another host${
    withoutForm ? ', and, as it has no form, no script is loaded or executed' : ''
  }`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`);
      });
    });
    const origin = new URL(baseUrl()).origin;
    const foreign: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
      if (request.resourceType() === 'script') scripts.push(url);
    });
    const response = await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    if (formRoutes.includes(route)) await expect(page.locator('form')).toBeVisible();
    expect(foreign).toEqual([]);
    if (withoutForm) {
      expect(scripts).toEqual([]);
      const executable = await page.locator('script:not([type="application/ld+json"]):not([type="application/json"])').count();
      expect(executable).toBe(0);
    }
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
  });
}

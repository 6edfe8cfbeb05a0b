import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes, formRoutes } from '../support/routes.ts';

/**
 * The lead service sends the site's strict Content-Security-Policy (lead-service/src/platform/http-security/
 * content-security-policy.ts; Caddy and the CDN headers send the same). A page that needs an inline script
 * or style the policy does not allow would break silently in the browser, so every route is loaded here
 * with JavaScript on and any violation fails the test.
 * zod's eval probe is switched off in the browser (forms/src/zod-setup.ts), so not even that one is expected.
 */
test.describe.configure({ mode: 'parallel' });

for (const route of allRoutes) {
  test(`when a browser opens ${route} under the site's CSP, then nothing is blocked`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`);
      });
    });
    const response = await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    if (formRoutes.includes(route)) await expect(page.locator('form')).toBeVisible();
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
  });
}

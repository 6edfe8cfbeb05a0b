import type { Page } from '@playwright/test';
import { oneClickMinMs } from '../../../lead-service/src/pipeline/one-click-fill.ts';

/**
 * Waits on the confirmation step until its one click is accepted as a person's: the step's time token (issued when
 * the service wrote the page, `<issued-at base 36>.…`) is `oneClickMinMs` old by this machine's clock, which is the
 * service's. Instead of a fixed 2 s: the wait is what is left of the service's own minimum, whatever the load did
 * to the page's way here. A click before it is held as a program's (form-token.test.ts, minimum-fill-time.test.ts).
 */
export async function waitUntilOneClickCounts(page: Page): Promise<void> {
  const token = await page.locator('input[type="hidden"][name="_token"]').first().inputValue();
  const issuedAt = Number.parseInt(token.split('.')[0] ?? '', 36);
  if (!Number.isSafeInteger(issuedAt)) throw new Error(`the confirmation step carries no time token: „${token}“`);
  // A few milliseconds beyond the minimum: the service compares whole milliseconds of its own clock.
  const wait = issuedAt + oneClickMinMs + 50 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

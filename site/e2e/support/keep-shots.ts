import type { Browser, Page } from '@playwright/test';

/** Set SHOTS_DIR to a folder to keep screenshots of what a story shows at 1366 and 390 px (stories pass without). */
const shotsDir = process.env.SHOTS_DIR;

/** The page at both widths; `wideOnly` keeps the narrow one to the viewport (a dialog over a long page). */
export async function keepShots(page: Page, name: string, fullPage: 'always' | 'wideOnly' = 'always'): Promise<void> {
  if (!shotsDir) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: fullPage === 'always' || width === 1366 });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A mail's HTML as its reader sees it, at both widths. */
export async function keepMailShot(browser: Browser, html: string | undefined, name: string): Promise<void> {
  if (!shotsDir) return;
  const mailPage = await browser.newPage();
  await mailPage.setContent(html ?? '', { waitUntil: 'load' });
  await keepShots(mailPage, name);
  await mailPage.close();
}

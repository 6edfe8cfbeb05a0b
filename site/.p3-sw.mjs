import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const width of [320, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  for (const slug of ['google-ads-kosten','lokale-marketing-loesungen','sichtwerk-vs-agenturen','tool-vs-komplettloesung','google-ads-anzeige-erstellen','seo-tools-probleme']) {
    await page.goto(`http://127.0.0.1:4873/${slug}/`);
    const r = await page.evaluate(() => [document.documentElement.scrollWidth, ...[...document.querySelectorAll('[data-slot=article-table]')].map((d) => `${d.scrollWidth}/${d.clientWidth}`)]);
    console.log(width, slug, r.join(' '));
  }
}
await browser.close();

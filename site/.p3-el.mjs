import { chromium } from '@playwright/test';
const [route, selector, width, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: false });
await page.goto('http://127.0.0.1:4873' + route);
const el = page.locator(selector).first();
await el.scrollIntoViewIfNeeded();
await el.screenshot({ path: out });
await browser.close();

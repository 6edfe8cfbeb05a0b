/**
 * `npm run bench:site`: builds the site, serves it the way `npm start` does (compression, clean URLs),
 * runs Lighthouse (mobile) on every route in Debian's Chromium and prints the four scores plus the
 * gzip-compressed JavaScript and CSS bytes each page loads.
 */
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { articleSlugs } from '@sichtwerk/content/blog-catalog';
import { pages } from '@sichtwerk/content/routes';
import { staticSite } from '@sichtwerk/lead-service/static-site';
import * as chromeLauncher from 'chrome-launcher';
import compression from 'compression';
import express from 'express';
import lighthouse from 'lighthouse';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const routes = [...Object.values(pages).map((page) => page.path), ...articleSlugs.map((slug) => `/${slug}`)];
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });

const app = express();
app.use(compression());
app.use(staticSite(`${repoRoot}site/dist/client`));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
  cssBytes: number;
}

const rows: Row[] = [];
const failures: string[] = [];
try {
  for (const route of only.length ? only : routes) {
    const result = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${route}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const row = { route, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), jsBytes: bytes('script'), cssBytes: bytes('stylesheet') };
    rows.push(row);
    for (const [id, audit] of Object.entries(audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') failures.push(`${route}: ${id} – ${audit.title}`);
    }
    process.stderr.write(`  ${route} fertig\n`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const header = '| Route | Perf | A11y | Best Pr. | SEO | JS (gzip) | CSS (gzip) |';
console.log(`\n${header}\n|---|---:|---:|---:|---:|---:|---:|`);
for (const row of rows) {
  console.log(`| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.jsBytes / 1024).toFixed(1)} kB | ${(row.cssBytes / 1024).toFixed(1)} kB |`);
}
const minimum = (key: keyof Omit<Row, 'route'>) => Math.min(...rows.map((row) => row[key]));
console.log(`\nMinimum: Performance ${minimum('performance')}, Accessibility ${minimum('accessibility')}, Best Practices ${minimum('bestPractices')}, SEO ${minimum('seo')}`);
if (failures.length) console.log(`\nNicht bestandene Prüfungen:\n${failures.map((line) => `- ${line}`).join('\n')}`);

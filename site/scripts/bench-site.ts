/**
 * `npm run bench:site`: builds the site, serves it with the real lead service as `npm start` does
 * (compression, clean URLs, security headers, the forms' API; embedded PGlite in a temporary folder),
 * runs Lighthouse (mobile) on every route in Debian's Chromium and prints the four scores plus the
 * gzip-compressed JavaScript and CSS bytes each page loads.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { pages } from '@sichtwerk/content/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const routes = [...Object.values(pages).map((page) => page.path), ...loadArticlesFromDisk().map((article) => article.path)];
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sichtwerk-bench-site-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _ignored, ...env } = process.env;
const service = spawn(process.execPath, ['--import', 'tsx', 'lead-service/src/main.ts'], {
  cwd: repoRoot,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', QUEUE_PREFIX: `bench-site-${process.pid}` },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let attempt = 0; ; attempt += 1) {
  if (attempt > 150) throw new Error('Lead-Service startete nicht');
  if (await fetch(`${origin}/healthz`).then((response) => response.ok, () => false)) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

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
  const stopped = new Promise((resolve) => service.once('exit', resolve));
  service.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

const header = '| Route | Perf | A11y | Best Pr. | SEO | JS (gzip) | CSS (gzip) |';
console.log(`\n${header}\n|---|---:|---:|---:|---:|---:|---:|`);
for (const row of rows) {
  console.log(`| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.jsBytes / 1024).toFixed(1)} kB | ${(row.cssBytes / 1024).toFixed(1)} kB |`);
}
const minimum = (key: keyof Omit<Row, 'route'>) => Math.min(...rows.map((row) => row[key]));
console.log(`\nMinimum: Performance ${minimum('performance')}, Accessibility ${minimum('accessibility')}, Best Practices ${minimum('bestPractices')}, SEO ${minimum('seo')}`);
if (failures.length) console.log(`\nNicht bestandene Prüfungen:\n${failures.map((line) => `- ${line}`).join('\n')}`);

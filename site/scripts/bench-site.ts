/**
 * `npm run bench:site`: builds the site, serves it with the real lead service as `npm start` does
 * (compression, clean URLs, security headers, the forms' API; embedded PGlite in a temporary folder),
 * runs Lighthouse (mobile) on every route in Debian's Chromium — each route three times (`--runs N`), since
 * one run on a busy machine says little — and prints the medians with min–max, the JavaScript and CSS each
 * page loads (gzip, level 6 as the service compresses; Chromium itself is sent brotli; a form page's island
 * counts in full, as it loads once the form is first used: measured in the browser with the form focused), and
 * the budgets: performance, accessibility, best practices and SEO 100 (median) on every route, at most 98 KB of
 * JavaScript on each form page. A missed budget makes the exit code 1.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { findPageByPath, formPageKeys, pages } from '@sichtwerk/content/routes';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localChromium } from './local-chromium.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const routes = [...Object.values(pages).map((page) => page.path), ...loadArticlesFromDisk().map((article) => article.path)];
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 3) : 3;
const formRoutes = new Set<string>(formPageKeys.map((key) => pages[key].path));
const budgets = { score: 100, formPageJsKb: 98 } as const;
const noindexRoutes = Object.values(pages)
  .filter((page) => page.robots === 'noindex,follow')
  .map((page) => page.path);

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
  if (
    await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const chrome = await chromeLauncher.launch({ chromePath: localChromium.executablePath, chromeFlags: [...localChromium.args] });
// A second Chromium, driven by Playwright, to use the forms: Lighthouse only loads a page.
const browser = await chromium.launch({ executablePath: localChromium.executablePath, args: [...localChromium.args] });

const scoreKeys = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
type ScoreKey = (typeof scoreKeys)[number];
const categoryIds: Readonly<Record<ScoreKey, string>> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

interface Row {
  route: string;
  /** Every run's score per category, in run order. */
  scores: Record<ScoreKey, number[]>;
  jsGzip: number;
  cssGzip: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Bytes of the given files as gzip (level 6, the compression middleware's default) would send them. */
async function gzipBytes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 6 }).length;
  return total;
}

/**
 * The scripts a page loads, as gzip bytes, and on a form page also those its island loads once the form is first
 * used (a focus wakes it: React, the form and its kind's fields and schema), which Lighthouse's page load never sees.
 * Measured in the browser, so only what this page's kind imports counts, not every kind the loader could name.
 */
async function loadedScriptBytes(route: string): Promise<number> {
  const page = await browser.newPage();
  try {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) bodies.push(response.body());
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    if (formRoutes.has(route)) {
      await page.locator('[data-island] form input').first().focus();
      await page.locator('[data-island] form[data-enhanced]').waitFor();
      await page.waitForLoadState('networkidle');
    }
    let total = 0;
    for (const body of await Promise.all(bodies)) total += gzipSync(body, { level: 6 }).length;
    return total;
  } finally {
    await page.close();
  }
}

const rows: Row[] = [];
const failures: string[] = [];
/** How every route is measured: Lighthouse's mobile run in the Chromium started above, the four categories. */
const measured: NonNullable<Parameters<typeof lighthouse>[1]> = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  formFactor: 'mobile',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};
try {
  // One discarded run first: the fresh Chromium and the just-started service pay their first-request costs
  // (compiling the service's handlers, Chromium's caches and processes) there instead of in the first route's figures.
  // Without it the first route read lowest: / 95 (93–99) as the first of the full run of 2026-11-29 at load 1.5,
  // 100 (99–100) after a discarded run minutes later.
  await lighthouse(`${origin}${(only.length ? only : routes)[0]}`, { ...measured, onlyCategories: ['performance'] });
  for (const route of only.length ? only : routes) {
    const row: Row = { route, scores: { performance: [], accessibility: [], bestPractices: [], seo: [] }, jsGzip: 0, cssGzip: 0 };
    // A noindex page (the thank-you pages) keeps crawlers out on purpose; its SEO score leaves that one audit out.
    const noindex = findPageByPath(route)?.robots === 'noindex,follow';
    let failedRuns = 0;
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        `${origin}${route}`,
        measured,
        noindex ? { extends: 'lighthouse:default', settings: { skipAudits: ['is-crawlable'] } } : undefined,
      );
      if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${route}`);
      // A run Lighthouse could not finish (a busy machine: no paint in time) measures nothing; it is repeated, twice at most.
      const error =
        result.lhr.runtimeError ??
        (result.lhr.categories.performance?.score == null ? { code: 'NO_SCORE', message: 'keine Bewertung' } : undefined);
      if (error) {
        failedRuns += 1;
        process.stderr.write(`  ${route}: Lauf abgebrochen (${error.code}), wird wiederholt\n`);
        if (failedRuns > 2) throw new Error(`Lighthouse scheiterte an ${route}: ${error.message}`);
        run -= 1;
        continue;
      }
      const { categories, audits } = result.lhr;
      for (const key of scoreKeys) row.scores[key].push(Math.round((categories[categoryIds[key]]?.score ?? 0) * 100));
      if (row.scores.performance.length === 1) {
        const requests =
          (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
        const of = (type: string) =>
          requests.filter((request) => request.resourceType === type && request.url.startsWith(origin)).map((request) => request.url);
        row.jsGzip = await loadedScriptBytes(route);
        row.cssGzip = await gzipBytes(of('Stylesheet'));
        for (const [id, audit] of Object.entries(audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            failures.push(`${route}: ${id} – ${audit.title}`);
        }
      }
    }
    rows.push(row);
    process.stderr.write(`  ${route} fertig (${runs} Läufe)\n`);
  }
} finally {
  await browser.close();
  await chrome.kill();
  const stopped = new Promise((resolve) => service.once('exit', resolve));
  service.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (values: readonly number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${median(values)}` : `${median(values)} (${low}–${high})`;
};
console.log(`\nLighthouse mobile, Median aus ${runs} Läufen je Route (Min–Max in Klammern, wenn sie abweichen)\n`);
console.log('| Route | Perf | A11y | Best Pr. | SEO | JS (gzip) | CSS (gzip) |\n|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const scores = scoreKeys.map((key) => cell(row.scores[key])).join(' | ');
  console.log(`| ${row.route} | ${scores} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} |`);
}

const missed: string[] = [];
const labels: Readonly<Record<ScoreKey, string>> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  bestPractices: 'Best Practices',
  seo: 'SEO',
};
if (noindexRoutes.length) console.log(`\nSEO ohne „is-crawlable“ auf den noindex-Seiten (gewollt): ${noindexRoutes.join(', ')}`);
console.log('\nBudgets:');
for (const key of scoreKeys) {
  const below = rows.filter((row) => median(row.scores[key]) < budgets.score);
  const lowest = Math.min(...rows.map((row) => median(row.scores[key])));
  console.log(
    `- ${labels[key]} ${budgets.score} (Median) auf jeder Route: ${below.length ? 'verfehlt' : 'erfüllt'} (niedrigster Median ${lowest})`,
  );
  for (const row of below) missed.push(`${row.route}: ${labels[key]} ${median(row.scores[key])}`);
}
const formRows = rows.filter((row) => formRoutes.has(row.route));
const heaviest = Math.max(0, ...formRows.map((row) => row.jsGzip));
const tooHeavy = formRows.filter((row) => row.jsGzip > budgets.formPageJsKb * 1024);
console.log(
  `- JavaScript je Formularseite höchstens ${budgets.formPageJsKb} KB (gzip): ${tooHeavy.length ? 'verfehlt' : 'erfüllt'} (größte ${kb(heaviest)})`,
);
for (const row of tooHeavy) missed.push(`${row.route}: JavaScript ${kb(row.jsGzip)}`);
if (failures.length) console.log(`\nNicht bestandene Prüfungen (erster Lauf):\n${failures.map((line) => `- ${line}`).join('\n')}`);
if (missed.length) {
  console.log(`\nVerfehlt:\n${missed.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
}

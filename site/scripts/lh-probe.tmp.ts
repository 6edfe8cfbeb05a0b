import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const port = 3977;
const origin = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _i, ...env } = process.env;
const service = spawn(process.execPath, ['--import', 'tsx', 'lead-service/src/main.ts'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'lhp-')), LOG_LEVEL: 'error', QUEUE_PREFIX: `lhp-${process.pid}` }, stdio: 'ignore' });
for (;;) { if (await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const route of process.argv.slice(2)) for (let i = 0; i < 3; i++) {
  const r = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(route, Math.round((r!.lhr.categories.performance?.score ?? 0) * 100), ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'interactive'].map((id) => `${id.split('-').map((w) => w[0]).join('')}=${a[id]?.numericValue?.toFixed(0)}(${a[id]?.score})`).join(' '));
}
await chrome.kill(); service.kill('SIGTERM');

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, staticSite } from '../src/platform/http/static-site.ts';

let siteDir: string;
let server: Server;
let baseUrl: string;

/** A miniature build output, as the site build lays it out. */
async function writeSiteFixture(dir: string) {
  const files: Record<string, string> = {
    'index.html': '<h1>Startseite</h1>',
    '404.html': '<h1>404 Page Not Found</h1><p>Did you forget to add the page to the router?</p>',
    'preise/index.html': '<h1>Preise</h1>',
    'impressum.html': '<h1>Impressum</h1>',
    'assets/app-3f2a1b.js': 'console.log("app")',
    'robots.txt': 'User-agent: *',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'site-fixture-'));
  await writeSiteFixture(siteDir);
  const app = express();
  app.use(staticSite(siteDir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(siteDir, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${baseUrl}${pathname}`, { redirect: 'manual' });

describe('when a visitor opens a clean URL', () => {
  it('then /preise is answered from preise/index.html with 200 and no redirect', async () => {
    const response = await get('/preise');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Preise');
    expect(response.headers.get('cache-control')).toBe(cacheControl.html);
  });

  it('then /impressum is answered from impressum.html', async () => {
    const response = await get('/impressum');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Impressum');
  });

  it('then / is the home page with short HTML caching', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Startseite');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('then a query string does not break the clean URL', async () => {
    const response = await get('/preise?utm_source=test');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Preise');
  });
});

describe('when a browser loads a hashed asset', () => {
  it('then it may cache it for a year, immutable', async () => {
    const response = await get('/assets/app-3f2a1b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('then unhashed files get a short cache lifetime', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('cache-control')).toBe(cacheControl.other);
  });
});

describe('when a visitor opens a path that does not exist', () => {
  it('then the answer is 404 with the body of 404.html', async () => {
    const response = await get('/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('404 Page Not Found');
  });

  it('then a missing asset is a 404 too, not the home page', async () => {
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });

  it('then a path climbing out of the site directory is refused', async () => {
    const response = await fetch(`${baseUrl}/..%2f..%2fetc%2fpasswd`);
    expect([400, 403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('root:');
  });
});

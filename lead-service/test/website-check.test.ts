/**
 * Stories of the automatic website check: what it refuses to fetch (our own network must stay out of reach
 * of a visitor's URL) and what it finds on real sites served from 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/platform/shared/address-guard.ts';
import { runWebsiteCheck } from '../src/kinds/analysis-requests/website-check/run-check.ts';
import { systemResolve, type Resolve } from '../src/kinds/analysis-requests/website-check/safe-fetch.ts';
import { defectiveHome, healthyHome, startFixtureSite, type FixtureSite } from './support/fixture-site.ts';

const phone = '+49 30 9876543';
const check = (url: string, allowHosts: string[] = [], resolve: Resolve = systemResolve) =>
  runWebsiteCheck(url, phone, { allowHosts, resolve });
const statusOf = (result: Awaited<ReturnType<typeof check>>, name: string) =>
  result.findings.find((finding) => finding.check === name)?.status;

describe('when a visitor names an address in our own network as their website', () => {
  let internal: FixtureSite;
  beforeAll(async () => {
    internal = await startFixtureSite({ '/': { body: '<html><body><h1>Geheim: interne Konfiguration</h1></body></html>' } });
  });
  afterAll(() => internal.close());

  it.each([
    ['loopback', () => internal.url],
    ['loopback on port 80', () => 'http://127.0.0.1/'],
    ['a 10.x address', () => 'http://10.0.0.5/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['an IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['localhost by name', () => 'http://localhost/'],
  ])('then %s is refused without a request, and sales read why', async (_name, url) => {
    const result = await check(url());
    expect(result.outcome).toBe('refused');
    expect(result.findings[0]?.text).toMatch(/nicht auf eine öffentliche Website/);
  });

  it('then a host whose DNS answers with a private address is refused', async () => {
    const rebinding: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.1', family: 4 },
    ];
    const result = await check('https://harmlos.example/', [], rebinding);
    expect(result.outcome).toBe('refused');
  });

  it('then an allowed public site that redirects into the internal network is refused at the redirect', async () => {
    const redirector = await startFixtureSite({ '/': { status: 302, headers: { Location: 'http://169.254.169.254/latest/meta-data/' } } });
    try {
      const result = await check(redirector.url, [redirector.hostPort]);
      expect(result.outcome).toBe('refused');
    } finally {
      await redirector.close();
    }
  });

  it('then other schemes and ports are refused', async () => {
    expect((await check('file:///etc/passwd')).outcome).toBe('refused');
    const publicResolve: Resolve = async () => [{ address: '93.184.216.34', family: 4 }];
    expect((await check('http://beispiel.example:6379/', [], publicResolve)).outcome).toBe('refused');
  });

  it('then the address classifier knows public from private', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'ff02::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:80b::200e']) expect(isPublicAddress(address), address).toBe(true);
  });

  it.each([
    ['6to4 wrapping 127.0.0.1', 'http://[2002:7f00:1::1]/'],
    ['6to4 wrapping 10.0.0.5', 'http://[2002:a00:5::]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:f5ff:fffa]/'],
    ['NAT64 wrapping 169.254.169.254', 'http://[64:ff9b::a9fe:a9fe]/'],
    ['local-use NAT64', 'http://[64:ff9b:1::a00:5]/'],
  ])('then an IPv6 transition address (%s) is refused, since a relay would carry it to the IPv4 inside', async (_name, url) => {
    const result = await check(url);
    expect(result.outcome).toBe('refused');
    expect(result.findings[0]?.text).toMatch(/nicht auf eine öffentliche Website/);
  });
});

describe('when a visitor names a website with typical defects', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite({ '/': { body: defectiveHome }, '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /' } });
  });
  afterAll(() => site.close());

  it('then sales get the defects first, each in one German sentence', async () => {
    const result = await check(site.url, [site.hostPort]);
    expect(result.outcome).toBe('ok');
    const problems = result.findings.filter((finding) => finding.status === 'problem').map((finding) => finding.check);
    expect(problems).toEqual(expect.arrayContaining(['HTTPS', 'Meta-Beschreibung', 'Mobilansicht', 'Indexierung', 'Strukturierte Daten']));
    expect(statusOf(result, 'Hauptüberschrift')).toBe('hinweis');
    expect(result.findings.find((finding) => finding.check === 'Bildbeschreibungen')?.text).toMatch(/^2 von 3 Bildern/);
    expect(statusOf(result, 'Seitentitel')).toBe('hinweis');
    expect(statusOf(result, 'Sprache')).toBe('hinweis');
    expect(statusOf(result, 'robots.txt')).toBe('ok');
    expect(statusOf(result, 'Sitemap')).toBe('hinweis');
    // The page shows "030 / 987 65-43", the form said "+49 30 9876543": the same number.
    expect(statusOf(result, 'Telefonnummer')).toBe('ok');
    const order = result.findings.map((finding) => finding.status);
    expect(order.indexOf('ok')).toBeGreaterThan(order.lastIndexOf('problem'));
  });

  it('then a phone number that differs from the form is flagged', async () => {
    const result = await runWebsiteCheck(site.url, '0221 555 1234', { allowHosts: [site.hostPort], resolve: systemResolve });
    expect(statusOf(result, 'Telefonnummer')).toBe('problem');
  });
});

describe('when a visitor names a well-made website', () => {
  it('then no page finding is a problem apart from the missing HTTPS of the local fixture', async () => {
    const site = await startFixtureSite({
      '/': { body: healthyHome(phone) },
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *' },
      '/sitemap.xml': { type: 'application/xml', body: '<urlset/>' },
    });
    try {
      const result = await check(site.url, [site.hostPort]);
      const problems = result.findings.filter((finding) => finding.status === 'problem').map((finding) => finding.check);
      expect(problems).toEqual(['HTTPS']);
      expect(statusOf(result, 'Strukturierte Daten')).toBe('ok');
      expect(statusOf(result, 'Meta-Beschreibung')).toBe('ok');
    } finally {
      await site.close();
    }
  });
});

describe('when the named website fails', () => {
  it('then a server error, a non-HTML answer and a dead port are findings, not errors', async () => {
    const broken = await startFixtureSite({ '/': { status: 503, body: 'Wartung' } });
    const pdf = await startFixtureSite({ '/': { type: 'application/pdf', body: '%PDF-1.4' } });
    const dead = await startFixtureSite({});
    const deadHost = dead.hostPort;
    await dead.close();
    try {
      const error = await check(broken.url, [broken.hostPort]);
      expect(error.outcome).toBe('http-error');
      expect(error.findings[0]?.text).toMatch(/Fehler 503/);
      expect((await check(pdf.url, [pdf.hostPort])).outcome).toBe('not-html');
      const unreachable = await check(`http://${deadHost}/`, [deadHost]);
      expect(unreachable.outcome).toBe('unreachable');
    } finally {
      await Promise.all([broken.close(), pdf.close()]);
    }
  });

  it('then a site that never answers ends within the time budget', async () => {
    const http = await import('node:http');
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      const result = await runWebsiteCheck(`http://127.0.0.1:${port}/`, phone, {
        allowHosts: [`127.0.0.1:${port}`],
        resolve: systemResolve,
        timeoutMs: 500,
      });
      expect(result.outcome).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      await Promise.race([new Promise((resolve) => silent.close(resolve)), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    }
  });
});

/**
 * Stories of the one list of the lead service's paths (src/app/service-paths.ts): whatever the service answers is
 * declared there, and what stands in front of it — the shipped Caddyfile, the path table of infra/README.md,
 * the dev server's proxy — names exactly its public paths. Each failure names the path.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { leadForms } from '../src/lead-forms.ts';
import { matchesAny, patternRegExp, type PathPattern } from '../src/platform/http/service-path.ts';
import { caddyfilePath, caddyfilePatterns, infraReadmePath, pathTableMarkers, servicePathDocFiles } from '../src/app/service-path-docs.ts';
import { devProxyKeysOf, isPublicServicePath, publicPatternsOf, servicePathsOf } from '../src/app/service-paths.ts';
import { answeredPaths, sampleUrls } from './support/app-routes.ts';
import { useServiceFixture } from './support/service-fixture.ts';

// With a login, so the queue dashboard is mounted like in production.
const fixture = useServiceFixture({ env: { ADMIN_USER: 'betrieb', ADMIN_PASSWORD: 'betrieb-passwort-1234' }, worker: false });

const paths = servicePathsOf(leadForms);
const declared = paths.flatMap((entry) => entry.patterns);
const publicPatterns = publicPatternsOf(paths);
const servesOf = (pattern: string) => paths.find((entry) => entry.patterns.includes(pattern as PathPattern))?.serves ?? '';

describe('when a developer adds a route to the lead service', () => {
  it('then every path it answers is declared beside its routes, or the story names the path that Caddy, npm run dev and the API origin would not forward', () => {
    const undeclared = answeredPaths(fixture.service.app)
      .filter((answered) => !matchesAny(declared, sampleUrls(answered)[0]))
      .map((answered) => `${answered.method} ${answered.path}${answered.mount ? ' (and below)' : ''}`);
    expect(
      [...new Set(undeclared)],
      'answered by the lead service but declared by none of its areas (export its paths beside the routes and add them in src/app/service-paths.ts)',
    ).toEqual([]);
  });

  it('then every declared path is one the service really answers, so no stale path stays forwarded', () => {
    const samples = answeredPaths(fixture.service.app).flatMap(sampleUrls);
    const unanswered = declared.filter((pattern) => !samples.some((sample) => patternRegExp(pattern).test(sample)));
    expect(unanswered, 'declared in src/app/service-paths.ts but answered by no route of the service').toEqual([]);
  });
});

describe('when the site runs behind the shipped Caddyfile', () => {
  it('then its matcher forwards every public path of the service, and nothing else, or the story names the path', async () => {
    const forwarded = caddyfilePatterns(await readFile(caddyfilePath, 'utf8'));
    const missing = publicPatterns.filter((pattern) => !forwarded.includes(pattern)).map((pattern) => `${pattern} (${servesOf(pattern)})`);
    const extra = forwarded.filter((pattern) => !publicPatterns.includes(pattern as PathPattern));
    expect(missing, 'infra/Caddyfile does not forward these paths to the lead service (`npm run config:docs` writes the matcher)').toEqual(
      [],
    );
    expect(extra, 'infra/Caddyfile forwards paths the lead service does not declare public').toEqual([]);
  });

  it('then the internal paths (metrics, the per-instance check) stay off the public matcher', async () => {
    const forwarded = caddyfilePatterns(await readFile(caddyfilePath, 'utf8'));
    for (const pattern of paths.filter((entry) => entry.internal).flatMap((entry) => entry.patterns)) {
      expect(forwarded, `${pattern} must not be public`).not.toContain(pattern);
    }
  });
});

describe('when an operator puts the site on a CDN and reads infra/README.md', () => {
  it('then its table names every path the API origin must answer, with what it serves', async () => {
    const readme = await readFile(infraReadmePath, 'utf8');
    const table = readme.slice(readme.indexOf(pathTableMarkers.start), readme.indexOf(pathTableMarkers.end));
    for (const entry of paths) {
      for (const pattern of entry.patterns) expect(table, `infra/README.md's path table lacks ${pattern}`).toContain(`\`${pattern}\``);
    }
    for (const file of await servicePathDocFiles(paths)) expect(file.current, `${file.path} (run npm run config:docs)`).toBe(file.expected);
  });
});

describe('when a developer runs npm run dev', () => {
  it("then Vite's proxy keys send exactly the service's public paths to it and leave the site's pages to Vite", () => {
    const keys = devProxyKeysOf(paths).map((key) => new RegExp(key));
    const proxied = (url: string) => keys.some((key) => key.test(url));
    for (const url of [
      '/api/contact-submissions',
      '/api/form-token?form=contact-submissions',
      '/kostenlose-analyse/bestaetigen?vorgang=1&s=2',
      '/termin?vorgang=1&s=2',
      '/termin/absagen?t=x',
      '/analyse/abc',
      '/vertrieb/',
      '/admin/queues/',
      '/healthz',
    ]) {
      expect(proxied(url), `${url} must reach the lead service`).toBe(true);
      expect(isPublicServicePath(paths, url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/preise',
      '/kostenlose-analyse',
      '/terminplanung',
      '/blog/seo-tools-probleme',
      '/metrics',
      '/readyz/instance',
    ]) {
      expect(proxied(url), `${url} must stay with Vite`).toBe(false);
    }
  });
});

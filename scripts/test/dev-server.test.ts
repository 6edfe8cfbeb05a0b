/**
 * `npm run dev`'s proxy in front of the real lead service: Vite with the proxy site/build/dev-proxy.ts builds
 * from the keys scripts/dev.ts hands over (the service's public paths, lead-service/src/app/service-paths.ts). The
 * booking page, the result page, the confirmation step and the desk answer through it; the site's own pages stay
 * Vite's. Vite runs without the site's plugins here: the proxy answers before any of them, and they would cost
 * the story the seconds of a full dev server.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMailCopy, analysisResultCopy } from '@sichtwerk/content/analysis-result';
import { createBookingLinks } from '../../lead-service/src/booking/booking-links.ts';
import { createUser, setDisplayName } from '../../lead-service/src/platform/staff/users.ts';
import { leadForms } from '../../lead-service/src/lead-forms.ts';
import { devProxyKeysOf, servicePathsOf } from '../../lead-service/src/app/service-paths.ts';
import { deskClient } from '../../lead-service/test/support/desk-client.ts';
import { finishedAnalysis, type OpenedAnalysis } from '../../lead-service/test/support/finished-analysis.ts';
import { useServiceFixture } from '../../lead-service/test/support/service-fixture.ts';
import { validRequest } from '../../lead-service/test/support/test-service.ts';
import { waitFor } from '../../lead-service/test/support/wait-for.ts';
import { devProxy } from '../../site/build/dev-proxy.ts';

const fixture = useServiceFixture();
let vite: ViteDevServer;
let root: string;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sichtwerk-dev-'));
  // Vite's own answer for every page it serves (its fallback to index.html), so a page the proxy took shows.
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Vite</title><p>vom Dev-Server</p>');
  // What scripts/dev.ts hands to Vite.
  const env = { DEV_API_TARGET: fixture.service.url, DEV_API_PATHS: JSON.stringify(devProxyKeysOf(servicePathsOf(leadForms))) };
  vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, proxy: devProxy(env) },
    optimizeDeps: { noDiscovery: true },
  });
  await vite.listen();
  origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
});

afterAll(async () => {
  await vite?.close();
  await rm(root, { recursive: true, force: true });
});

const open = async (pathAndQuery: string) => {
  const response = await fetch(`${origin}${pathAndQuery}`);
  return { status: response.status, text: await response.text() };
};

describe('when a developer runs npm run dev and opens the links of a mail through the dev server', () => {
  it('then the booking page, the result page, the confirmation step and the desk open there, answered by the lead service', {
    timeout: 30_000,
  }, async () => {
    const password = 'berta-passwort-1234';
    await createUser(fixture.db.pool, { username: 'berta', password, role: 'vertrieb', holdsCalls: true, email: 'berta@sichtwerk.test' });
    await setDisplayName(fixture.db.pool, 'berta', 'Berta Beispiel');
    const email = 'dev.server@example.de';
    const posted = await fixture.service.post({ ...validRequest, email, company: 'Tischlerei Dev' });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    const booking = await open(createBookingLinks(fixture.service.config).bookingPathOf(id));
    expect(booking.status).toBe(200);
    expect(booking.text).toContain('Dein Strategiegespräch buchen');

    // Staff sign in through the dev server and send the analysis; its link opens there.
    const staff = deskClient(origin);
    expect((await staff.login('berta', password)).status).toBe(200);
    const opened = await staff.post<OpenedAnalysis>(`/leads/${id}/analysis`);
    const draft = await staff.post<OpenedAnalysis>(`/leads/${id}/analysis/draft`, {
      revision: opened.body.revision,
      content: finishedAnalysis(opened.body),
    });
    expect((await staff.post(`/leads/${id}/analysis/send`, { revision: draft.body.revision })).status).toBe(200);
    const mail = await waitFor('the analysis mail', () =>
      fixture.smtp.to(email).find((received) => received.parsed.subject === analysisMailCopy.subject),
    );
    const link = /https?:\/\/\S+(\/analyse\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
    expect(link).toBeDefined();
    const result = await open(link ?? '');
    expect(result.status).toBe(200);
    expect(result.text).toContain('Tischlerei Dev');
    expect((await open(`/analyse/${'x'.repeat(43)}`)).text).toContain(analysisResultCopy.notFoundTitle);

    expect((await open('/kostenlose-analyse/bestaetigen?vorgang=x&s=y')).text).toContain('Dieser Link ist ungültig');
    // The desk's bundle is built by npm run build, which a bare test run has not done: then the service answers
    // its own 503 saying so. Either way the answer is the service's, never Vite's.
    const desk = await open('/vertrieb/');
    expect(desk.text).not.toContain('vom Dev-Server');
    expect(desk.text, `/vertrieb/ answered ${desk.status}`).toMatch(
      desk.status === 200 ? /<div id="desk">/ : /Der Vertriebs-Desk ist nicht gebaut/,
    );
    expect((await open('/healthz')).text).toContain('"status":"ok"');
  });

  it("then the site's own pages stay with Vite and never reach the service", async () => {
    for (const page of ['/', '/preise', '/kostenlose-analyse', '/terminplanung', '/analyse']) {
      expect((await open(page)).text, page).toContain('vom Dev-Server');
    }
  });
});

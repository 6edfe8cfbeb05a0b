/**
 * Story of the visitor's secret links and the service's log: the result page's token and the booking's tokens
 * (the booking link's, the manage link's, the forms' action keys) open personal pages, so none may reach a log
 * line. The service's pino output, worker included, is captured at debug level through the whole flow: staff
 * send the analysis, the visitor opens the result page (and a mistyped one), books the call from it, opens the
 * manage link and cancels.
 */
import type { AnalysisContent } from '@sichtwerk/forms/desk/analysis-contract';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { createLogger } from '../src/platform/logger.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const logged: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    logged.push(chunk.toString());
    callback();
  },
});

const fixture = useServiceFixture({
  env: {
    BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
    BOOKING_CLOSED_DAYS: '2020-01-01',
    PUBLIC_HOLIDAY_STATE: 'none',
    BOOKING_LIMIT_PER_IP: '0',
  },
  logger: createLogger({ level: 'debug', destination }),
});
const password = 'ein-langes-passwort';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});
const on = (link: string) => `${fixture.service.url}${link.replace(/^https?:\/\/[^/]+/, '').replace(/&amp;/g, '&')}`;
const keyOf = (html: string) => /name="key" value="([^"]+)"/.exec(html)?.[1] as string;

describe('when a visitor follows their secret links from the analysis to a cancelled call', () => {
  it('then no token of the result page or the booking appears in any log line', async () => {
    await createUser(fixture.db.pool, { username: 'lotte', password, role: 'vertrieb', holdsCalls: true, email: 'lotte@sichtwerk.test' });
    await fixture.db.pool.query("UPDATE users SET display_name = 'Lotte Lotsin' WHERE username = 'lotte'");
    const staff = deskClient(fixture.service.url);
    expect((await staff.login('lotte', password)).status).toBe(200);
    const email = 'geheim.link@example.de';
    const id = ((await (await fixture.service.post({ ...validRequest, email })).json()) as { id: string }).id;

    // Staff write and send the analysis.
    const opened = await staff.post<{ revision: number; content: AnalysisContent }>(`/leads/${id}/analysis`);
    const content: AnalysisContent = {
      sections: opened.body.content.sections.map((section) =>
        section.key === 'website' || section.key === 'social'
          ? { ...section, findings: [{ text: 'Du hast keine Website und keine Kanäle angegeben.', prefilled: false }] }
          : { ...section, rating: 'improvable', findings: [{ text: 'Zwei Bäckereien stehen in Maps vor dir.', prefilled: false }] },
      ),
      summary: 'In Maps verlierst du Anfragen an die Nachbarn.',
    };
    const saved = await staff.post<{ revision: number }>(`/leads/${id}/analysis/draft`, { revision: opened.body.revision, content });
    expect((await staff.post(`/leads/${id}/analysis/send`, { revision: saved.body.revision })).status).toBe(200);
    const mail = await waitFor('the analysis mail', () =>
      fixture.smtp.to(email).find((received) => /\/analyse\//.test(received.parsed.text ?? '')),
    );
    const resultLink = /https?:\/\/\S+\/analyse\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '');
    const resultToken = resultLink?.[1] as string;

    // The visitor opens the result, mistypes it once, and books from it.
    const result = await fetch(on(resultLink?.[0] as string));
    expect(result.status).toBe(200);
    expect((await fetch(`${fixture.service.url}/analyse/${resultToken.slice(0, -2)}xy`)).status).toBe(404);
    const bookingHref = /href="(\/termin\?vorgang=[^"]+)"/.exec(await result.text())?.[1] as string;
    const bookingToken = new URLSearchParams(bookingHref.replace(/&amp;/g, '&').split('?')[1]).get('s') as string;
    const bookingPage = await (await fetch(on(bookingHref))).text();
    const slot = /name="slot" id="slot-\d+" value="([^"]+)"/.exec(bookingPage)?.[1] as string;
    expect((await fetch(on(bookingHref), form({ slot }))).status).toBe(303);

    // The invitation's manage link: looked at, then the call is cancelled with the page's key.
    const invitation = await waitFor('the invitation', () =>
      fixture.smtp.to(email).find((received) => /^Gebucht/.test(received.parsed.subject ?? '')),
    );
    const manage = /https?:\/\/[^\s"<>]+(\/termin\?t=([A-Za-z0-9_-]{43}))/.exec(invitation.parsed.text ?? '');
    const manageToken = manage?.[2] as string;
    const managePath = manage?.[1];
    if (!managePath) throw new Error('no manage link in the invitation');
    const callPage = await (await fetch(on(managePath))).text();
    expect(callPage).toContain('Absagen');
    const cancelKey = keyOf(await (await fetch(on(managePath.replace('/termin?', '/termin/absagen?')))).text());
    const moveKey = keyOf(await (await fetch(on(managePath.replace('/termin?', '/termin/verschieben?')))).text());
    const cancelled = await fetch(on(managePath.replace('/termin?', '/termin/absagen?')), form({ key: cancelKey }));
    expect(cancelled.status).toBe(303);
    await waitFor('the cancellation', () => fixture.smtp.to(email).find((received) => /^Abgesagt/.test(received.parsed.subject ?? '')));
    // Two requests the service logs with their path: the result page failing inside (its table gone for a
    // moment) and a link pasted behind /api by mistake.
    await fixture.db.pool.query('ALTER TABLE analysis_links RENAME TO analysis_links_away');
    try {
      expect((await fetch(on(resultLink?.[0] as string))).status).toBe(500);
    } finally {
      await fixture.db.pool.query('ALTER TABLE analysis_links_away RENAME TO analysis_links');
    }
    expect((await fetch(`${fixture.service.url}/api/analyse/${resultToken}`)).status).toBe(404);
    // A request after the flow, so every line of it has been written.
    await fetch(`${fixture.service.url}/api/does-not-exist`);

    const log = logged.join('');
    // The capture saw the flow: the requests and the worker's mails are in it.
    expect(log).toContain('booking mail sent');
    expect(log).toContain('"path":"/api/does-not-exist"');
    expect(log).toContain('"path":"/analyse/[token]"');
    expect(log).toContain('"path":"/api/analyse/[token]"');
    const tokens = { resultToken, bookingToken, manageToken, cancelKey, moveKey };
    for (const [name, token] of Object.entries(tokens)) {
      expect(token, name).toMatch(/^[A-Za-z0-9_.-]{20,}$/);
      expect(log.includes(token), `${name} in the log`).toBe(false);
    }
  });
});

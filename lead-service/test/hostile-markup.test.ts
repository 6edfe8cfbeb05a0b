/**
 * Stories of markup typed where text belongs: a script tag, a quote that closes an attribute and opens an image
 * with an onerror handler, a single quote that adds an event attribute, a javascript: URL and a closing tag that
 * leaves a textarea — typed by a visitor into every field of each form that takes it, by staff into the analysis
 * and their name, and carried on into the pages and mails the service writes from them (platform/shared/html.ts).
 * Each page and mail is read with an HTML parser, as a browser or mail client would: no element and no attribute
 * comes from the input, no link leads to javascript:, and the typed text is there as text.
 */
import { TZDate } from '@date-fns/tz';
import { Queue, QueueEvents } from 'bullmq';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisContent } from '@sichtwerk/forms/desk/analysis-contract';
import { digestJobName, digestQueueName, type DigestJobData, type DigestRunResult } from '../src/desk/digest/digest-job.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { maskAddress } from '../src/pipeline/confirmation/mask-address.ts';
import { createUser, setDisplayName } from '../src/platform/staff/users.ts';
import { deskClient, type DeskClient } from './support/desk-client.ts';
import { finishedAnalysis, type OpenedAnalysis } from './support/finished-analysis.ts';
import { formCaseOf, formCases, type FormCase } from './support/forms.ts';
import type { ReceivedMail } from './support/smtp-sink.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

/** The four of the issue, and one that closes the element a value is written into (a textarea, the title). */
const hostile = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  'javascript:alert(1)',
  '</textarea></title><img src=x onerror=alert(1)>',
] as const;

const fixture = useServiceFixture({
  env: {
    BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
    BOOKING_CLOSED_DAYS: '2020-01-01',
    PUBLIC_HOLIDAY_STATE: 'none',
    BOOKING_LIMIT_PER_IP: '0',
  },
});
const password = 'markup-passwort-1234';

/**
 * The page or mail as a parser reads it: no script or image element, no event attribute, no javascript: link
 * anywhere (the service writes none of these itself), and each expected text once as text or as a form
 * field's value.
 */
function expectInert(html: string, expected: readonly string[], where: string): void {
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children);
  expect(elements.length, `${where}: a parsed document`).toBeGreaterThan(3);
  for (const element of elements) {
    expect(['script', 'img'], `${where}: <${element.name}> from the input`).not.toContain(element.name);
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(name, `${where}: attribute ${name}="${value}" on <${element.name}>`).not.toMatch(/^on/i);
      if (['href', 'src', 'action', 'formaction'].includes(name))
        expect(value.trim(), `${where}: ${name} of <${element.name}>`).not.toMatch(/^javascript:/i);
    }
  }
  const text = textContent(document);
  const values = elements.flatMap((element) => Object.values(element.attribs));
  for (const typed of expected) {
    expect(text.includes(typed) || values.includes(typed), `${where}: "${typed}" shown as text`).toBe(true);
  }
}

const plainPost = (path: string, fields: Record<string, string>) =>
  fetch(`${fixture.service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/**
 * The kind's valid body with `typed` in every field whose schema takes it (a website field gets it behind an
 * address, the way the schema can take it); the fields that refuse it (an e-mail address, a customer number)
 * keep their example, so nothing of it reaches a page or mail through them.
 */
function hostileBody(form: FormCase, typed: string, marker: string): { body: Record<string, string>; carried: Record<string, string> } {
  const declared = anyLeadForms.find((candidate) => candidate.kind === form.kind)?.table.fields as Record<
    string,
    { input: string; options?: unknown }
  >;
  const body: Record<string, string> = { ...form.valid, [form.markerField]: marker };
  const carried: Record<string, string> = {};
  for (const [name, field] of Object.entries(declared)) {
    if (name === form.markerField || field.options || field.input === 'checkbox') continue;
    const candidates = field.input === 'url' ? [typed, `https://beispiel.de/?q=${typed}`] : [typed];
    const taken = candidates.find((value) => form.schema.safeParse({ ...body, [name]: value }).success);
    if (taken === undefined) continue;
    body[name] = taken;
    carried[name] = taken;
  }
  return { body, carried };
}

const mailsOf = (id: string) => fixture.smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));
const htmlOf = (mail: ReceivedMail | undefined) => mail?.parsed.html ?? '';

describe.each(formCases)('when a visitor types markup into the $name form', (form) => {
  it('then the team mail shows every typed field as text, the visitor mail creates nothing, and nothing of it is markup', async () => {
    for (const [index, typed] of hostile.entries()) {
      const { body, carried } = hostileBody(form, typed, form.marker(`markup${index}`));
      expect(Object.keys(carried).length, `${form.kind}: some field takes ${typed}`).toBeGreaterThan(0);
      const response = await fixture.service.postTo(form.path, body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const mails = await waitFor(`the ${form.kind} mails`, () => (mailsOf(id).length === form.mailCount ? mailsOf(id) : undefined));
      const team = mails.find((mail) => mail.to.includes(form.team));
      expectInert(htmlOf(team), Object.values(carried), `${form.kind} team mail with ${typed}`);
      for (const visitor of mails.filter((mail) => mail !== team))
        expectInert(htmlOf(visitor), [], `${form.kind} visitor mail with ${typed}`);
    }
  });

  it('then a plain post with a field missing answers with the form again, every typed value in its field as text', async () => {
    const [missing] = form.required.filter((required) => required.field !== form.markerField);
    if (!missing) throw new Error(`${form.kind}: no required field besides ${form.markerField}`);
    for (const typed of hostile) {
      const { body, carried } = hostileBody(form, typed, form.marker('korrektur'));
      const response = await plainPost(form.path, { ...body, [missing.field]: '' });
      expect(response.status).toBe(400);
      const shown = Object.entries(carried).flatMap(([name, value]) => (name === missing.field ? [] : [value]));
      expectInert(await response.text(), shown, `${form.kind} correction page with ${typed}`);
    }
  });

  it.runIf(form.visitorField !== undefined)(
    'then the confirmation step of a plain post shows the masked address and nothing of the markup',
    async () => {
      const visitor = form.marker('bestaetigung');
      const { body } = hostileBody(form, hostile[1], visitor);
      const response = await plainPost(form.path, body);
      expect(response.status).toBe(303);
      const step = await fetch(`${fixture.service.url}${response.headers.get('location') ?? ''}`);
      expect(step.status).toBe(200);
      const html = await step.text();
      expectInert(html, [`Bestätigung an ${maskAddress(visitor)} senden`], `${form.kind} confirmation step`);
      expect(html).not.toContain('onerror');
    },
  );
});

const slotValues = (html: string) => [...html.matchAll(/name="slot" id="slot-\d+" value="([^"]+)"/g)].map((match) => match[1] as string);

describe('when a visitor whose company name is markup books the strategy call', () => {
  it('then the booking page, the booked call and both invitations show the name as text', async () => {
    const adviserEmail = 'markup.berater@sichtwerk.test';
    await createUser(fixture.db.pool, { username: 'markupberater', password, role: 'vertrieb', holdsCalls: true, email: adviserEmail });
    for (const [index, typed] of hostile.entries()) {
      const email = `markup.buchung${index}@example.de`;
      const response = await fixture.service.post({ ...validRequest, company: typed, email });
      expect(response.status).toBe(201);
      const receipt = await waitFor('the receipt mail', () => fixture.smtp.to(email)[0]);
      expectInert(htmlOf(receipt), [], `receipt with ${typed}`);
      const path = /https?:\/\/[^\s"<>]+(\/termin\?vorgang=[^\s"<>]+)/.exec(receipt.parsed.text ?? '')?.[1];
      if (!path) throw new Error('no booking link in the receipt mail');
      const link = `${fixture.service.url}${path}`;

      const page = await (await fetch(link)).text();
      expectInert(page, [typed], `booking page with ${typed}`);
      const booked = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ slot: slotValues(page)[index] as string, phone: '+49 30 7654321' }).toString(),
        redirect: 'manual',
      });
      expect(booked.status).toBe(303);
      expectInert(await (await fetch(link)).text(), ['Dein Termin steht'], `booked call with ${typed}`);
      const invitation = await waitFor('the adviser invitation', () =>
        fixture.smtp.to(adviserEmail).find((mail) => mail.parsed.subject?.endsWith(`– ${typed}`)),
      );
      expectInert(htmlOf(invitation), [typed], `adviser invitation with ${typed}`);
      const visitorInvitation = await waitFor('the visitor invitation', () =>
        fixture.smtp.to(email).find((mail) => mail.parsed.subject?.startsWith('Gebucht')),
      );
      expectInert(htmlOf(visitorInvitation), [], `visitor invitation with ${typed}`);
    }
  });
});

async function staff(username: string, role: 'vertrieb' | 'admin' = 'vertrieb'): Promise<{ id: string; client: DeskClient }> {
  const user = await createUser(fixture.db.pool, { username, password, role });
  const client = deskClient(fixture.service.url);
  expect((await client.login(username, password)).status).toBe(200);
  return { id: user.id, client };
}

describe('when staff write markup into an analysis for a company whose name is markup', () => {
  it('then the preview, the visitor mail and the result page behind its link show every text as text', async () => {
    const { client } = await staff('markupanalyse');
    // What staff type as their name is shown to the visitor as the adviser's.
    const adviser = `${hostile[1]} Berta`;
    expect(await setDisplayName(fixture.db.pool, 'markupanalyse', adviser)).toBe(true);
    for (const typed of hostile) {
      const email = `markup.analyse.${hostile.indexOf(typed)}@example.de`;
      const { id } = (await (await fixture.service.post({ ...validRequest, company: typed, email })).json()) as { id: string };
      const opened = await client.post<OpenedAnalysis & { content: AnalysisContent }>(`/leads/${id}/analysis`);
      expect(opened.status).toBe(200);
      const finished = finishedAnalysis(opened.body);
      const content = {
        ...finished,
        sections: finished.sections.map((section) => ({ ...section, findings: [{ text: `${section.key}: ${typed}`, prefilled: false }] })),
        summary: typed,
      };
      const saved = await client.post<{ revision: number; problems: string[] }>(`/leads/${id}/analysis/draft`, {
        revision: opened.body.revision,
        content,
      });
      expect(saved.body.problems).toEqual([]);
      const texts = [typed, ...content.sections.map((section) => section.findings[0]?.text ?? '')];

      const preview = await fetch(`${fixture.service.url}/vertrieb/api/leads/${id}/analysis/preview`, {
        headers: { cookie: client.cookie ?? '' },
      });
      expectInert(await preview.text(), texts, `result preview with ${typed}`);
      expect((await client.post(`/leads/${id}/analysis/send`, { revision: saved.body.revision })).status).toBe(200);

      const mail = await waitFor('the analysis mail', () =>
        fixture.smtp.to(email).find((received) => /\/analyse\//.test(received.parsed.text ?? '')),
      );
      expectInert(htmlOf(mail), [adviser], `analysis mail with ${typed}`);
      const link = /https?:\/\/\S+(\/analyse\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
      const page = await fetch(`${fixture.service.url}${link}`);
      expect(page.status).toBe(200);
      expectInert(await page.text(), [`Analyse für ${typed}`, adviser, ...texts], `result page with ${typed}`);
    }
  });
});

describe("when a due lead's name is markup", () => {
  let connection: Redis;
  let queue: Queue<DigestJobData>;
  let events: QueueEvents;
  beforeAll(async () => {
    const { redisUrl, queuePrefix } = fixture.service.config;
    connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue<DigestJobData>(digestQueueName, { connection, prefix: queuePrefix });
    events = new QueueEvents(digestQueueName, { connection: connection.duplicate(), prefix: queuePrefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    await queue?.close();
    connection?.disconnect();
  });

  it("then the staff member's morning digest lists it as text", async () => {
    const { id: owner, client } = await staff('markupdigest');
    const inbox = 'markup.digest@sichtwerk.test';
    expect((await client.post<{ digest: boolean }>('/session/digest', { digest: true, email: inbox })).body.digest).toBe(true);
    // Thursday, 3 December 2026, 8:00 in Berlin: a working day; each follow-up was due the evening before.
    const morning = new Date(new TZDate(2026, 11, 3, 8, 0, 0, 'Europe/Berlin').getTime());
    const callback = formCaseOf('callback-request');
    for (const typed of hostile) {
      const { id } = (await (await fixture.service.postTo(callback.path, { ...callback.valid, name: typed })).json()) as { id: string };
      await fixture.db.pool.query('UPDATE leads SET owner_id = $2, follow_up_at = $3 WHERE id = $1', [
        id,
        owner,
        new Date(morning.getTime() - 14 * 3_600_000),
      ]);
    }
    const job = await queue.add(digestJobName, { at: morning.toISOString() });
    expect(((await job.waitUntilFinished(events, 60_000)) as DigestRunResult).outcomes.markupdigest).toBe('sent');
    const [digest] = fixture.smtp.to(inbox);
    expectInert(htmlOf(digest), [...hostile], 'digest');
  });
});

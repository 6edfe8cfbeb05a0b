/**
 * A visitor's journeys through one deployment of the product — the shipped Caddyfile in front of the service,
 * or the site on a CDN and the service on the API's origin: every form with and without JavaScript (the
 * confirmation step included), every link in every mail the journeys cause, booking, moving and cancelling the
 * strategy call without JavaScript, the result page, a wrong link's German not-found, the desk's login and the
 * site's own 404. Most of it is plain HTTP (plain-browser.ts); only the forms with JavaScript need the browser.
 * Each journey records what it walked and which links each mail carried (`log`), for the person reading the run.
 */
import { formPostPathOf } from '@sichtwerk/forms/form-post';
import { readdir, readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { analysisMailCopy, analysisResultCopy } from '@sichtwerk/content/analysis-result';
import { pages } from '@sichtwerk/content/routes';
import { formDeclarationEntries } from '@sichtwerk/forms/form-declarations.gen';
import { formKindNames, formKinds, type FormKind } from '@sichtwerk/forms/form-kinds';
import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';
import { honeypotInputName } from '@sichtwerk/forms/form-protection';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import PostalMime, { type Email } from 'postal-mime';
import { bookingMailJobId, bookingMailQueueName } from '../../../lead-service/src/booking/booking-mail-queue.ts';
import { createUser, setDisplayName } from '../../../lead-service/src/platform/staff/users.ts';
import { isPublicServicePath, servicePathsOf } from '../../../lead-service/src/app/service-paths.ts';
import { finishedAnalysis, type OpenedAnalysis } from '../../../lead-service/test/support/finished-analysis.ts';
import { leadRegistry } from '../../../lead-service/test/support/lead-registry.ts';
import { wakeIsland } from './lead-form-stories.ts';
import { expectStatus, formWith, linksOf, submit, textOf, visit, type Visit } from './plain-browser.ts';
import { e2eRedisUrl } from './start-lead-service.ts';

export interface Deployment {
  /** For messages: „Caddy“, „CDN split“. */
  label: string;
  /** Where a visitor opens the site. */
  site: string;
  /** Where the service's own pages are: the site's origin behind Caddy, the API's on a CDN split. */
  service: string;
  outboxDir: string;
  databaseUrl: string;
  queuePrefix: string;
}

const servicePaths = servicePathsOf(leadRegistry.forms);
const fieldsOf = (kind: FormKind): FieldDeclarations => formDeclarationEntries[kind].fields as FieldDeclarations;
const pathOfPage = (kind: FormKind) => pages[formKinds[kind].page].path;

/** What a journey walked, and the links each mail carried. */
export const log: string[] = [];

/** Addresses of this run: unique per journey, on a domain that cannot receive mail. */
export function visitorAddress(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@beispiel.de`;
}

/** The kind's first e-mail field is the visitor's own (the receipt goes there); a kind without one sends none. */
const asksForMail = (kind: FormKind) => Object.values(fieldsOf(kind)).some((declared) => declared.input === 'email');

/** The valid values of a kind's form, as a visitor types them: the first e-mail field gets the journey's address. */
function typedValues(kind: FormKind, email: string): Record<string, string> {
  const values: Record<string, string> = {};
  let first = true;
  for (const [name, declared] of Object.entries(fieldsOf(kind))) {
    if (declared.input === 'email') {
      values[name] = first ? email : email.replace('@', `+${name}@`);
      first = false;
    } else if (declared.input === 'checkbox') values[name] = declared.checkedValue ?? 'on';
    else values[name] = declared.example;
  }
  return values;
}

// ── mails ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function outbox(deployment: Deployment): Promise<OutboxMail[]> {
  const files = (await readdir(deployment.outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail: Email = await PostalMime.parse(await readFile(`${deployment.outboxDir}/${file}`));
      return {
        file,
        to: (mail.to ?? []).map((to) => to.address ?? ''),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html ?? '',
      };
    }),
  );
}

/** Waits for the mail to `address` whose subject matches; a journey's mails arrive within seconds. */
export async function mailTo(deployment: Deployment, address: string, subject: RegExp, timeoutMs = 30_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outbox(deployment)).find((mail) => mail.to.includes(address) && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) {
      const subjects = (await outbox(deployment)).filter((mail) => mail.to.includes(address)).map((mail) => mail.subject);
      throw new Error(`${deployment.label}: no mail to ${address} with subject ${subject} (arrived: ${subjects.join(' | ') || 'none'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every web link of a mail: the HTML part's hrefs and the addresses in the plain-text part. */
export function mailLinks(mail: OutboxMail): string[] {
  const hrefs = linksOf({ url: 'https://mail.invalid/', html: mail.html }).filter((link) => !link.startsWith('https://mail.invalid/'));
  const written = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[).,;:]+$/, ''));
  return [...new Set([...hrefs, ...written])];
}

const opened = new Map<string, Promise<Visit>>();

/** Opens a link as a visitor's browser would (redirects followed), once per run; it must answer 200. */
async function opens(link: string, why: string): Promise<Visit> {
  let visiting = opened.get(link);
  if (!visiting) {
    visiting = visit(link);
    opened.set(link, visiting);
  }
  const page = await visiting;
  expect(page.status, `${why}: ${page.chain.join(' → ')} answered ${page.status}: ${textOf(page.html).slice(0, 200)}`).toBe(200);
  return page;
}

/**
 * Every link of the mail is on the site's or the service's origin, each service link on a path the service
 * declares public (service-paths.ts), and every one of them opens. The mail's links go into the log.
 */
export async function everyLinkOpens(deployment: Deployment, mail: OutboxMail): Promise<string[]> {
  const links = mailLinks(mail);
  for (const link of links) {
    const url = new URL(link);
    const where = `${deployment.label}, mail „${mail.subject}“, link ${link}`;
    expect([deployment.site, deployment.service], `${where}: a link to neither the site nor the service`).toContain(url.origin);
    if (url.origin === deployment.service && url.origin !== deployment.site) {
      expect(isPublicServicePath(servicePaths, `${url.pathname}${url.search}`), `${where}: not a public path of the service`).toBe(true);
    }
    await opens(link, where);
  }
  log.push(`  ${deployment.label} · mail „${mail.subject}“ → ${links.length} links, all open: ${links.join(' ')}`);
  return links;
}

/** Every link of a page the service rendered opens, and those to the site's pages lead to the site's origin. */
async function pageLinksOpen(deployment: Deployment, page: Visit, what: string): Promise<void> {
  for (const link of linksOf(page)) {
    const url = new URL(link);
    if (url.origin !== deployment.site && url.origin !== deployment.service) continue;
    if (url.origin === deployment.service && deployment.service !== deployment.site) {
      expect(
        isPublicServicePath(servicePaths, `${url.pathname}${url.search}`),
        `${deployment.label}, ${what}: ${link} should lead to the site`,
      ).toBe(true);
    }
    await opens(link, `${deployment.label}, ${what}: link ${link}`);
  }
}

// ── the five forms ─────────────────────────────────────────────────────────────────────────────────────────────

export interface SentForm {
  kind: FormKind;
  /** The visitor's address, when the form asks for one (and so sends a receipt). */
  email?: string;
}

/** Without JavaScript: the form's plain post, the confirmation step's one click, the receipt and its links. */
export async function formsWithoutScript(deployment: Deployment): Promise<SentForm[]> {
  const sent: SentForm[] = [];
  for (const kind of formKindNames) {
    const email = visitorAddress(`ohne-js-${kind}`);
    const page = await visit(`${deployment.site}${pathOfPage(kind)}`);
    expectStatus(page);
    // Below its own page, so an error page would stand under the form's address (lead-service form-post-addresses.ts).
    const form = formWith(page, { action: new RegExp(`${formPostPathOf(pathOfPage(kind))}$`) });
    // Behind Caddy the form posts to its own origin; on a CDN split to the API's (VITE_API_ORIGIN).
    expect(new URL(form.action).origin, `${deployment.label}: where the ${kind} form posts`).toBe(deployment.service);
    const step = await submit(form, page.url, { ...typedValues(kind, email), [honeypotInputName]: '' });
    expectStatus(step);
    if (!asksForMail(kind)) {
      // Nothing to confirm without an address: the plain post ends on the site's thank-you page.
      expect(step.url, `${deployment.label}: a plain ${kind} post leads to its thank-you page`).toBe(
        `${deployment.site}${pages[formKinds[kind].thankYouPage].path}`,
      );
      log.push(`${deployment.label} · ${kind} without JavaScript: ${page.url} → POST ${form.action} → ${step.url}`);
      sent.push({ kind });
      continue;
    }
    expect(step.url, `${deployment.label}: a plain ${kind} post leads to its confirmation step`).toMatch(
      new RegExp(`^${deployment.service}${pathOfPage(kind)}/bestaetigen\\?`),
    );
    await pageLinksOpen(deployment, step, `the ${kind} confirmation step`);
    const confirmed = await submit(formWith(step, { button: /^Bestätigung an / }), step.url);
    expectStatus(confirmed);
    expect(textOf(confirmed.html)).toMatch(/Deine Bestätigung ist (unterwegs|verschickt)/);
    log.push(`${deployment.label} · ${kind} without JavaScript: ${page.url} → POST ${form.action} → ${step.url.split('?')[0]} → confirmed`);
    sent.push({ kind, email });
  }
  return sent;
}

/** With JavaScript, in the browser: each form sent in place, its answer shown where the form was. */
export async function formsWithScript(deployment: Deployment, page: Page): Promise<SentForm[]> {
  const sent: SentForm[] = [];
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  page.on('console', (message) => message.type() === 'error' && failed.push(message.text()));
  for (const kind of formKindNames) {
    const email = visitorAddress(`mit-js-${kind}`);
    await page.goto(`${deployment.site}${pathOfPage(kind)}`);
    const form = page.locator(`form[action$="${formPostPathOf(pathOfPage(kind))}"]`);
    await wakeIsland(form);
    for (const [name, value] of Object.entries(typedValues(kind, email))) {
      const control = form.locator(`[name="${name}"]`);
      const declared = fieldsOf(kind)[name];
      if (declared?.input === 'checkbox') await control.check();
      else if (declared?.input === 'select') await control.selectOption(value);
      else await control.fill(value);
    }
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-slot="form-success"]'), `${deployment.label}: the ${kind} form's answer`).toBeVisible();
    log.push(`${deployment.label} · ${kind} with JavaScript: ${page.url()} → sent in place`);
    sent.push(asksForMail(kind) ? { kind, email } : { kind });
  }
  expect(failed, `${deployment.label}: failed requests or errors while sending the forms`).toEqual([]);
  return sent;
}

/** Every mail the sent forms caused — the visitor's receipt and the team's notice — with every link opening. */
export async function receiptsOpen(deployment: Deployment, sent: readonly SentForm[]): Promise<Map<string, OutboxMail>> {
  const receipts = new Map<string, OutboxMail>();
  const addresses = sent.flatMap((form) => (form.email ? [form.email] : []));
  for (const email of addresses) {
    const receipt = await mailTo(deployment, email, /./);
    await everyLinkOpens(deployment, receipt);
    receipts.set(email, receipt);
  }
  // The team's notice of each of these leads carries the desk's link of the lead.
  const notices = (await outbox(deployment)).filter(
    (mail) => addresses.some((email) => mail.text.includes(email)) && !mail.to.some((to) => addresses.includes(to)),
  );
  for (const mail of notices) {
    for (const link of mailLinks(mail).filter((link) => link.startsWith(`${deployment.service}/vertrieb/`))) {
      await opens(link, `${deployment.label}, team mail „${mail.subject}“`);
    }
  }
  return receipts;
}

// ── staff ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface Staff {
  username: string;
  post<T>(path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

async function withDatabase<T>(deployment: Deployment, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: deployment.databaseUrl, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

/**
 * The desk's login page opens on the service's origin, and a member of staff who also holds the calls signs in
 * there (the account made in the database, as `npm run users -- add` makes it).
 */
export async function deskLogin(deployment: Deployment): Promise<Staff> {
  const username = `beraterin-${Math.random().toString(36).slice(2, 8)}`;
  const password = `passwort-${Math.random().toString(36).slice(2)}-lang`;
  await withDatabase(deployment, async (pool) => {
    await createUser(pool, { username, password, role: 'vertrieb', holdsCalls: true, email: `${username}@sichtwerk.test` });
    await setDisplayName(pool, username, 'Berta Beispiel');
  });
  const loginPage = await visit(`${deployment.service}/vertrieb/`);
  expectStatus(loginPage);
  // The desk's bundle, which draws the login, loads from the same origin.
  for (const asset of loginPage.html.match(/\/vertrieb\/assets\/[\w.-]+\.(?:js|css)/g) ?? []) {
    expectStatus(await visit(`${deployment.service}${asset}`));
  }
  expect(loginPage.html).toMatch(/\/vertrieb\/assets\/index-[\w-]+\.js/);
  let cookie = '';
  const post = async <T>(path: string, body: unknown = {}) => {
    const response = await fetch(`${deployment.service}/vertrieb/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: deployment.service, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((value) => value.startsWith('sichtwerk_desk='));
    if (session) cookie = session.split(';')[0] ?? '';
    return { status: response.status, body: (await response.json()) as T };
  };
  const login = await post('/login', { username, password });
  expect(login.status, `${deployment.label}: the desk's login`).toBe(200);
  log.push(`${deployment.label} · desk: ${loginPage.url} opens, ${username} signs in`);
  return { username, post };
}

/** Staff write the free analysis (every area rated, with a finding) and send it. */
export async function sendAnalysis(deployment: Deployment, staff: Staff, leadId: string): Promise<void> {
  const opened = await staff.post<OpenedAnalysis>(`/leads/${leadId}/analysis`);
  expect(opened.status, `${deployment.label}: open the analysis`).toBe(200);
  const draft = await staff.post<OpenedAnalysis>(`/leads/${leadId}/analysis/draft`, {
    revision: opened.body.revision,
    content: finishedAnalysis(opened.body),
  });
  expect(draft.status, `${deployment.label}: save the analysis`).toBe(200);
  const sent = await staff.post<OpenedAnalysis>(`/leads/${leadId}/analysis/send`, { revision: draft.body.revision });
  expect(sent.status, `${deployment.label}: send the analysis: ${JSON.stringify(sent.body)}`).toBe(200);
}

export async function leadIdOf(deployment: Deployment, email: string): Promise<string> {
  return withDatabase(deployment, async (pool) => {
    const { rows } = await pool.query<{ id: string }>('SELECT id::text FROM contact_submissions WHERE email = $1', [email]);
    const id = rows[0]?.id;
    if (!id) throw new Error(`${deployment.label}: no analysis request from ${email}`);
    return id;
  });
}

// ── the result page ────────────────────────────────────────────────────────────────────────────────────────────

/** The analysis mail's link opens the result on the service's origin; its booking button opens the booking page. */
export async function resultPage(deployment: Deployment, email: string): Promise<void> {
  const mail = await mailTo(deployment, email, new RegExp(analysisMailCopy.subject));
  const links = await everyLinkOpens(deployment, mail);
  const result = links.find((link) => new URL(link).pathname.startsWith('/analyse/'));
  if (!result) throw new Error(`${deployment.label}: no result link in the analysis mail`);
  expect(new URL(result).origin).toBe(deployment.service);
  const page = await opens(result, `${deployment.label}, the result page`);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
  await pageLinksOpen(deployment, page, 'the result page');
  const booking = linksOf(page).find((link) => new URL(link).pathname === '/termin');
  expect(booking, `${deployment.label}: the result page's „${analysisResultCopy.bookingStepLabel}“`).toBeDefined();
  log.push(
    `${deployment.label} · result page ${result.split('/analyse/')[0]}/analyse/… opens; its booking button ${booking?.split('?')[0]} opens`,
  );

  const wrong = await visit(`${deployment.service}/analyse/${'x'.repeat(43)}`);
  expectStatus(wrong, 404);
  expect(textOf(wrong.html)).toContain(analysisResultCopy.notFoundTitle);
  const wrongBooking = await visit(`${deployment.service}/termin?vorgang=x`);
  expectStatus(wrongBooking, 404);
  expect(textOf(wrongBooking.html)).toContain('Dieser Link ist ungültig');
  log.push(`${deployment.label} · a wrong result link and a wrong booking link: 404 with the German not-found pages`);
}

// ── booking, moving, cancelling ────────────────────────────────────────────────────────────────────────────────

async function promoteReminder(deployment: Deployment, bookingId: string, sequence: number): Promise<void> {
  const connection = new Redis(e2eRedisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(bookingMailQueueName, { connection, prefix: deployment.queuePrefix });
  try {
    const job = await queue.getJob(bookingMailJobId({ mail: 'reminder', audience: 'visitor', bookingId, sequence }));
    if (!job) throw new Error(`${deployment.label}: no reminder queued for the call`);
    await job.promote();
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/**
 * Without JavaScript, from the receipt's „Termin wählen“: a slot booked, the invitation's link, the call moved
 * there, the reminder the day before, and the call cancelled by the reminder's link; each mail's links open.
 */
export async function bookMoveCancel(deployment: Deployment, receipt: OutboxMail, email: string, leadId: string): Promise<void> {
  const bookingLink = mailLinks(receipt).find((link) => new URL(link).pathname === '/termin');
  if (!bookingLink) throw new Error(`${deployment.label}: no booking link in the receipt`);
  expect(new URL(bookingLink).origin).toBe(deployment.service);
  const slots = await visit(bookingLink);
  expectStatus(slots);
  expect(textOf(slots.html)).toContain('Dein Strategiegespräch buchen');
  await pageLinksOpen(deployment, slots, 'the booking page');
  const booked = await submit(formWith(slots, { button: 'Kostenlosen Termin buchen' }), slots.url);
  expectStatus(booked);
  expect(textOf(booked.html)).toContain('Dein Termin steht');
  log.push(`${deployment.label} · booking without JavaScript: ${bookingLink.split('?')[0]}?vorgang=… → slot booked`);

  const invitation = await mailTo(deployment, email, /^Gebucht: /);
  const manage = (await everyLinkOpens(deployment, invitation)).find((link) => /\/termin\?t=/.test(link));
  if (!manage) throw new Error(`${deployment.label}: no manage link in the invitation`);
  const call = await visit(manage);
  expectStatus(call);
  const choose = await submit(formWith(call, { button: 'Anderen Termin wählen' }), call.url);
  expectStatus(choose);
  const options = formWith(choose, { button: 'Auf diesen Termin verschieben' });
  const later = options.choices.slot?.at(-1);
  if (!later) throw new Error(`${deployment.label}: no other slot offered`);
  const moved = await submit(options, choose.url, { slot: later });
  expectStatus(moved);
  expect(textOf(moved.html)).toContain('Dein Termin steht');
  log.push(`${deployment.label} · moving by the invitation's link: ${manage.split('?')[0]}?t=… → „Anderen Termin wählen“ → moved`);
  const update = await mailTo(deployment, email, /^Neuer Termin: /);
  await everyLinkOpens(deployment, update);

  // The day before the call: it is brought to within a day, and its reminder (queued for then) is due now; the subject says „Morgen“ or, late at night, „Heute“.
  const bookingId = await withDatabase(deployment, async (pool) => {
    const { rows } = await pool.query<{ id: string; sequence: number }>(
      `UPDATE bookings SET starts_at = now() + interval '23 hours', ends_at = now() + interval '23 hours 30 minutes',
              blocked_until = now() + interval '23 hours 45 minutes'
        WHERE lead_id = $1 AND status = 'booked' RETURNING id::text, sequence`,
      [leadId],
    );
    const row = rows[0];
    if (!row) throw new Error(`${deployment.label}: no booked call`);
    await promoteReminder(deployment, row.id, row.sequence);
    return row.id;
  });
  const reminder = await mailTo(deployment, email, /^(Heute|Morgen): /);
  const reminderManage = (await everyLinkOpens(deployment, reminder)).find((link) => /\/termin\?t=/.test(link));
  if (!reminderManage) throw new Error(`${deployment.label}: no manage link in the reminder`);

  const beforeCancel = await visit(reminderManage);
  const question = await submit(formWith(beforeCancel, { button: 'Absagen' }), beforeCancel.url);
  expectStatus(question);
  expect(textOf(question.html)).toContain('wirklich absagen?');
  const cancelled = await submit(formWith(question, { button: 'Ja, Termin absagen' }), question.url);
  expectStatus(cancelled);
  expect(textOf(cancelled.html)).toContain('Dein Termin ist abgesagt');
  log.push(
    `${deployment.label} · cancelling by the reminder's link: ${reminderManage.split('?')[0]}?t=… → „Absagen“ → „Ja, Termin absagen“ → cancelled (call ${bookingId})`,
  );
  await everyLinkOpens(deployment, await mailTo(deployment, email, /^Abgesagt: /));
}

// ── the rest ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The site's own 404 page for an unknown path; the probes and the dashboard's login where the service is. */
export async function notFoundAndProbes(deployment: Deployment, admin: { user: string; password: string }): Promise<void> {
  const unknown = await visit(`${deployment.site}/gibt-es-nicht-${Date.now().toString(36)}`);
  expectStatus(unknown, 404);
  expect(textOf(unknown.html)).toContain('404 Page Not Found');
  for (const probe of ['/healthz', '/readyz']) expectStatus(await visit(`${deployment.service}${probe}`));
  expectStatus(await visit(`${deployment.service}/admin/queues`), 401);
  const dashboard = await visit(`${deployment.service}/admin/queues`, {
    headers: { authorization: `Basic ${Buffer.from(`${admin.user}:${admin.password}`).toString('base64')}` },
  });
  expectStatus(dashboard);
  log.push(`${deployment.label} · unknown path: the site's 404 page; /healthz, /readyz 200; /admin/queues 401, with its login 200`);
}

/**
 * Every form without JavaScript: the browser sends a plain HTML form post (urlencoded, the honeypot under
 * its input's name, no time token) and shows whatever comes back. Through the real service and database.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formAnswerSlot } from '@sichtwerk/content/form-answer';
import { pages } from '@sichtwerk/content/routes';
import { formPostPathOf } from '@sichtwerk/forms/form-post';
import { honeypotInputName } from '@sichtwerk/forms/form-protection';
import { describe, expect, it } from 'vitest';
import { jsonBodyLimit } from '../src/app/app.ts';
import { html as escaping } from '../src/platform/shared/html.ts';
import { formCaseOf, formCases, type FormCase } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { sleep, waitFor } from './support/wait-for.ts';
import { rowsOf } from './support/lead-rows.ts';

const siteOrigin = 'https://www.sichtwerk.example';
const fixture = useServiceFixture({ env: { ALLOWED_ORIGINS: siteOrigin } });

/** The form's fields as the browser posts them: every input, the empty honeypot, a fresh visitor address (or phone number). */
function formFields(form: FormCase, label: string): { fields: Record<string, string>; visitor: string } {
  const visitor = form.marker(`ohne-js-${label}`);
  return { fields: { ...form.valid, [form.markerField]: visitor, [honeypotInputName]: '' }, visitor };
}

function postForm(path: string, fields: Record<string, string> | string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fixture.service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function rowsFor(form: FormCase, visitor: string): Promise<Record<string, unknown>[]> {
  return (await fixture.db.pool.query(`SELECT * FROM ${rowsOf(form.table)} WHERE ${form.columns[form.markerField]} = $1`, [visitor]))
    .rows as Record<string, unknown>[];
}

/** Where the site's form posts without script: below its own page, so the answer stands under the form's address. */
const postAddress = (form: FormCase) => formPostPathOf(form.formPath);

const mailsFor = (id: string) => fixture.smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe.concurrent.each(formCases)('when a visitor without JavaScript sends the form of $page', (form) => {
  // A required field besides the address, which this story breaks as well.
  const missing = form.required.find((entry) => entry.field !== form.markerField)!;
  // The address (or phone number) made invalid, and the German message the schema answers it with.
  const broken = (visitor: string) => (form.visitorField ? visitor.replace('@', '') : `${visitor} (abends)`);
  const brokenMessage = (visitor: string) => {
    const result = form.schema.safeParse({ ...form.valid, [form.markerField]: broken(visitor) });
    return result.success ? '' : (result.error.issues[0]?.message ?? '');
  };

  it.runIf(form.visitorField === undefined)(
    'then the row is stored and the team told with a review note, and the visitor lands on the thank-you page: there is no receipt to ask for',
    async () => {
      const { fields, visitor } = formFields(form, 'gesendet');
      const response = await postForm(postAddress(form), fields);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(new RegExp(`${form.thanksPath}$`));
      const [stored, ...more] = await rowsFor(form, visitor);
      expect(more).toEqual([]);
      expect(stored?.spam_reason).toBe('token_missing');
      const id = String(stored?.id);
      await waitFor('the team mail', () => mailsFor(id).length === 1);
      const team = mailsFor(id).find((mail) => mail.to.includes(form.team));
      expect(plain(team?.parsed.text)).toMatch(/^Bitte prüfen: Diese Anfrage hat den Spam-Schutz nicht vollständig bestanden/);
      expect(plain(team?.parsed.text)).toContain(visitor);
    },
  );

  it.runIf(form.visitorField !== undefined)(
    'then the row is stored and the team told, the visitor lands on the confirmation step, and one click there sends the receipt once',
    async () => {
      const { fields, visitor } = formFields(form, 'gesendet');
      const response = await postForm(postAddress(form), fields);
      expect(response.status).toBe(303);
      const step = response.headers.get('location') ?? '';
      expect(step).toMatch(new RegExp(`^${form.formPath}/bestaetigen\\?vorgang=[0-9a-f-]{36}&s=`));

      const [stored, ...more] = await rowsFor(form, visitor);
      expect(more).toEqual([]);
      // Exactly as a JSON post without a token: stored, mailed to the team for review, nothing to the typed address yet.
      expect(stored?.spam_reason).toBe('token_missing');
      expect(Object.keys(stored ?? {})).not.toContain(honeypotInputName);
      const id = String(stored?.id);
      await waitFor('the team mail', () => mailsFor(id).length === 1);
      const team = mailsFor(id).find((mail) => mail.to.includes(form.team));
      expect(plain(team?.parsed.text)).toMatch(/^Bitte prüfen: Diese Anfrage hat den Spam-Schutz nicht vollständig bestanden/);
      expect(plain(team?.parsed.text)).toContain(visitor);
      expect(fixture.smtp.rcptAttempts.has(visitor)).toBe(false);

      // The step shows the address masked and one button, whose form carries a fresh token.
      const page = await fetch(`${fixture.service.url}${step}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const masked = `${visitor[0]}•••@e•••.de`;
      expect(html).toContain(`Bestätigung an ${masked} senden`);
      expect(html).not.toContain(visitor);
      const token = /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const click = () => postForm(step, { _token: token });
      const clicked = await click();
      expect(clicked.status).toBe(303);
      expect(clicked.headers.get('location')).toBe(step);
      await waitFor('the receipt', () => fixture.smtp.to(visitor).length === 1);
      // The back button and a second click: the token counts once, nothing goes out again.
      await click();
      await sleep(300);
      expect(fixture.smtp.to(visitor)).toHaveLength(1);
      expect(mailsFor(id).filter((mail) => mail.to.includes(form.team))).toHaveLength(1);
      const after = await (await fetch(`${fixture.service.url}${step}`)).text();
      expect(after).toMatch(/Deine Bestätigung ist (unterwegs|verschickt)/);
      // The end page names the Vorgangsnummer, as the mail does, for a visitor who never sees the mail.
      const reference = String(stored?.reference);
      expect(reference).toMatch(/^SW-/);
      expect(after).toContain('Deine Vorgangsnummer: <strong');
      expect(after).toContain(`${reference}</strong> – nenne sie, wenn du uns schreibst oder anrufst.`);
      expect(html).toContain(`${reference}</strong>`);
      expect(after).not.toContain('name="_token"');
      const events = await fixture.db.pool.query(`SELECT actor, action FROM lead_events WHERE lead_id = $1`, [id]);
      expect(events.rows).toEqual([{ actor: null, action: 'confirmation_requested' }]);
    },
  );

  it('then a required field left empty is answered at the form’s own address with a German page (400) that names the problem and shows the form again with what was typed, and nothing is stored', async () => {
    const { fields, visitor } = formFields(form, 'fehlt');
    expect(postAddress(form)).toBe(`${form.formPath}/absenden`);
    const response = await postForm(postAddress(form), {
      ...fields,
      [missing.field]: '   ',
      [form.markerField]: broken(visitor),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<h1[^>]*>Bitte prüfe deine Eingaben<\/h1>/);
    expect(html).toContain(`<li>${missing.message}</li>`);
    expect(html).toContain(`<li>${brokenMessage(visitor)}</li>`);
    // The way back keeps what was typed: the form once more, posting here, filled, the empty field marked.
    expect(html).toContain(`action="${postAddress(form)}"`);
    expect(html).toContain(String(escaping`${broken(visitor)}`));
    expect(html).toMatch(new RegExp(`id="korrektur-${missing.field}"[^>]*aria-invalid="true"`));
    expect(html).toContain(`name="${honeypotInputName}"`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="${form.formPath}">Zum leeren Formular</a>`));
    expect(html).not.toMatch(/"error"|VALIDIERUNG/);
    expect(await rowsFor(form, broken(visitor))).toEqual([]);
  });

  it('then the form’s address opened without a post (a reload from the address bar, a copied link) leads to the form page', async () => {
    const response = await fetch(`${fixture.service.url}${postAddress(form)}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(form.formPath);
  });

  it('then a program that fills the hidden field lands on a page that offers no receipt, the row is held and nothing is mailed (posting to the endpoint, as a page still in a cache does)', async () => {
    const { fields, visitor } = formFields(form, 'honigtopf');
    const response = await postForm(form.path, { ...fields, [honeypotInputName]: 'https://billige-backlinks.example' });
    expect(response.status).toBe(303);
    const step = response.headers.get('location') ?? '';
    if (form.visitorField) {
      const html = await (await fetch(`${fixture.service.url}${step}`)).text();
      expect(html).toContain('auf der Prüfliste unseres Teams');
      expect(html).not.toContain('<button');
    } else {
      expect(step).toMatch(new RegExp(`${form.thanksPath}$`));
    }
    const [stored] = await rowsFor(form, visitor);
    expect(stored?.spam_reason).toBe('honeypot');
    expect(stored?.enqueued_at).toBeNull();
    // Not even a hand-made post to the step releases it.
    await postForm(step, { _token: await fixture.service.formToken(`bestaetigen-${String(stored?.id)}`).catch(() => '') });
    await fixture.service.sweep();
    await sleep(300);
    expect(mailsFor(String(stored?.id))).toEqual([]);
  });
});

describe('when a plain form post is not what a form sends', () => {
  const form = formCaseOf('contact-message');

  it(`then a body over ${jsonBodyLimit} is refused like its JSON twin, as a German page, and nothing is stored`, async () => {
    const { fields, visitor } = formFields(form, 'gross');
    const response = await postForm(form.path, { ...fields, message: 'x'.repeat(20 * 1024) });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Die Anfrage ist zu groß.');
    expect(await rowsFor(form, visitor)).toEqual([]);
  });

  it('then a value that repeats a field is a German problem, not a crash', async () => {
    const { fields, visitor } = formFields(form, 'doppelt');
    const body = `${new URLSearchParams(fields).toString()}&name=Zweiter`;
    const response = await postForm(form.path, body);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<li>Der Name muss ein Text sein.</li>');
    expect(await rowsFor(form, visitor)).toEqual([]);
  });
});

describe('when the site lives on another origin than the API', () => {
  const form = formCases[0]!;

  it('then a post from the listed site origin is sent back to that origin, and one from any other origin is refused (cross-site-posts.test.ts)', async () => {
    const withToken = async (label: string) => ({
      ...formFields(form, label).fields,
      _token: await fixture.service.formToken(form.formName),
    });
    const listed = await postForm(form.path, await withToken('cdn'), { origin: siteOrigin });
    expect(listed.status).toBe(303);
    expect(listed.headers.get('location')).toBe(`${siteOrigin}${form.thanksPath}`);

    const foreign = await postForm(form.path, await withToken('fremd'), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('location')).toBeNull();
  });
});

describe('when the site is built next to the service', () => {
  const form = formCaseOf('contact-message');

  it("then its answers to a plain form post are pages of the site: the site's header and footer around the answer, the title set, no canonical link", async () => {
    const frameDir = path.join(fixture.service.config.siteDir, pages.formularAntwort.path);
    await mkdir(frameDir, { recursive: true });
    await writeFile(
      path.join(frameDir, 'index.html'),
      `<!DOCTYPE html><html lang="de"><head><title>Deine Anfrage | Sichtwerk</title><link rel="canonical" href="https://www.sichtwerk.de/formular-antwort"/><link rel="stylesheet" href="/assets/site.css"></head><body><header>Kopf der Website</header><main id="inhalt">${formAnswerSlot}</main><footer>Fuß der Website</footer></body></html>`,
    );
    const { fields } = formFields(form, 'rahmen');
    const response = await postForm(form.path, { ...fields, name: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(
      /<header>Kopf der Website<\/header><main id="inhalt"><div data-form-answer=""><h1[^>]*>Bitte prüfe deine Eingaben<\/h1>/,
    );
    expect(html).toContain('<footer>Fuß der Website</footer>');
    expect(html).toContain('<title>Bitte prüfe deine Eingaben | Sichtwerk</title>');
    expect(html).not.toContain('rel="canonical"');
  });
});

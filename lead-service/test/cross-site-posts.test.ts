/**
 * Stories of forms posted by other websites: a plain HTML form post needs no preflight, so a foreign page
 * could make its visitors' browsers send our forms (and plant rows under their addresses). Such posts are
 * refused like foreign JSON; rows the spam protection held back can always be erased.
 */
import { formPostPathOf } from '@sichtwerk/forms/form-post';
import { honeypotInputName } from '@sichtwerk/forms/form-protection';
import { describe, expect, it } from 'vitest';
import { leadRegistry } from './support/lead-registry.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { formCases } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { insertLead, rowsOf } from './support/lead-rows.ts';

const siteOrigin = 'https://www.sichtwerk.example';
const fixture = useServiceFixture({ env: { ALLOWED_ORIGINS: siteOrigin } });

const foreign = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  return fetch(`${fixture.service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const count = async (table: string, column: string, value: string) =>
  (await fixture.db.pool.query(`SELECT 1 FROM ${rowsOf(table)} WHERE ${column} = $1`, [value])).rowCount;

describe.each(formCases)('when a foreign page makes a browser post the $name form', (form) => {
  it('then the plain form post is refused with a German page and nothing is stored, at the endpoint and below the form page', async () => {
    for (const address of [form.path, formPostPathOf(form.formPath)]) {
      const visitor = form.marker(`fremd-${form.formName}-${address.length}`);
      const response = await postForm(address, { ...form.valid, [form.markerField]: visitor, [honeypotInputName]: '' }, foreign);
      expect(response.status, address).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toMatch(/nur von unserer eigenen Website/);
      expect(await count(form.table, form.columns[form.markerField]!, visitor)).toBe(0);
    }
  });

  it('then a post without Origin but marked cross-site by the browser is refused too, and JSON alike', async () => {
    const visitor = form.marker(`fremd-json-${form.formName}`);
    const plain = await postForm(form.path, { ...form.valid, [form.markerField]: visitor }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(plain.status).toBe(403);
    const json = await fetch(`${fixture.service.url}${form.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...foreign },
      body: JSON.stringify({ ...form.valid, [form.markerField]: visitor }),
    });
    expect(json.status).toBe(403);
    expect(((await json.json()) as { error: { message: string } }).error.message).toMatch(/eigenen Website/);
    expect(await count(form.table, form.columns[form.markerField]!, visitor)).toBe(0);
  });

  it('then the same post from our own site (and from the listed site origin) still goes through', async () => {
    for (const origin of [fixture.service.url, siteOrigin]) {
      const visitor = form.marker(`eigen-${form.formName}`);
      const response = await postForm(
        form.path,
        { ...form.valid, [form.markerField]: visitor, [honeypotInputName]: '' },
        { Origin: origin, 'Sec-Fetch-Site': origin === siteOrigin ? 'same-site' : 'same-origin' },
      );
      expect(response.status).toBe(303);
      expect(await count(form.table, form.columns[form.markerField]!, visitor)).toBe(1);
    }
  });
});

describe('when a cancellation the spam protection held back carries a retention date', () => {
  it('then `leads erase` deletes it: the retention protects real cancellations only', async () => {
    const email = 'gepflanzt@opfer.example';
    const tenYears = new Date(Date.now() + 10 * 365 * 86_400_000);
    const rows = [
      {
        id: await insertLead(fixture.db.pool, 'cancellations', {
          company: 'Gepflanzt GmbH',
          email,
          retain_until: tenYears,
          spam_reason: 'too_fast',
        }),
      },
    ];
    const real = {
      rows: [{ id: await insertLead(fixture.db.pool, 'cancellations', { company: 'Echt GmbH', email, retain_until: tenYears }) }],
    };
    let out = '';
    const io = { out: (text: string) => (out += text), err: (text: string) => (out += text) };
    const env = {
      ...process.env,
      DATABASE_URL: fixture.db.url,
      REDIS_URL: fixture.service.config.redisUrl,
      QUEUE_PREFIX: fixture.service.config.queuePrefix,
    };
    expect(await runCli(leadRegistry, ['erase', '--email', email], env, io)).toBe(0);
    expect(
      (await fixture.db.pool.query('SELECT 1 FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [rows[0]!.id]))
        .rowCount,
    ).toBe(0);
    expect(
      (
        await fixture.db.pool.query('SELECT 1 FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [
          real.rows[0]!.id,
        ])
      ).rowCount,
    ).toBe(1);
    expect(out).toContain('Aufbewahrt');
  });
});

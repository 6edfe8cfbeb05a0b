import { describe, expect, it } from 'vitest';
import { createUser } from '../src/desk/users.ts';
import { telHref } from '../src/shared/phone-link.ts';
import { deskClient } from './support/desk-client.ts';
import { formCaseOf } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';

describe('when a number a visitor typed becomes a link to call', () => {
  it.each([
    ['+49 (0) 30 / 777-888', 'tel:+4930777888'],
    ['+49 (0)170 1234567', 'tel:+491701234567'],
    ['030 1234567', 'tel:+49301234567'],
    ['(030) 12 34 56-7', 'tel:+49301234567'],
    ['0049 30 1234567', 'tel:+49301234567'],
    ['00 49 (0) 89 123456', 'tel:+4989123456'],
    ['0171 2345678', 'tel:+491712345678'],
    ['+43 1 234 5678', 'tel:+4312345678'],
    ['+1 (212) 555-0100', 'tel:+12125550100'],
  ])('then %s dials %s', (typed, href) => {
    expect(telHref(typed)).toBe(href);
  });

  it.each(['112', '00123 00001', 'keine Nummer', '', '1'.repeat(500)])('then %s, which cannot be a phone number, gets no link', (typed) => {
    expect(telHref(typed)).toBeUndefined();
  });
});

describe('when a sales user opens a callback request whose number was typed with (0) after +49', () => {
  const fixture = useServiceFixture({ worker: false, sweeper: false });

  it('then the desk gets the link to dial from the service, in E.164, and a number field without a number gets none', async () => {
    const form = formCaseOf('callback-request');
    const response = await fixture.service.postTo(form.path, { ...form.valid, [form.markerField]: '+49 (0) 30 / 777-888' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await createUser(fixture.db.pool, { username: 'telma', password: 'telmas-passwort-123', role: 'vertrieb' });
    const desk = deskClient(fixture.service.url);
    expect((await desk.login('telma', 'telmas-passwort-123')).status).toBe(200);
    const lead = await desk.get<{ fields: { key: string; value: string | null; href?: string }[] }>(`/leads/${id}`);
    expect(lead.body.fields.find((field) => field.key === form.markerField)).toEqual({
      key: form.markerField,
      label: expect.any(String),
      value: '+49 (0) 30 / 777-888',
      href: 'tel:+4930777888',
    });
    expect(lead.body.fields.filter((field) => field.href !== undefined)).toHaveLength(1);
  });
});

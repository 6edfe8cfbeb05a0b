/**
 * The proof that a form kind is its own files: a kind the product does not have ("Terminwunsch", declared in
 * test/fixtures/appointment-request/ as a real kind is — its declaration `appointment-request-schema.ts`, the
 * service's `form.ts` with its table, mails and descriptor, and its migration) is
 * handed to the real service with the five real ones, and a request of it goes the whole way: the API stores
 * it, both mails go out, the sales desk lists it, and the operator's erase removes it. Nothing generic names it.
 */
import { readFile } from 'node:fs/promises';
import { exampleOf } from '@sichtwerk/forms/form-fields';
import type { InboxPage } from '@sichtwerk/forms/desk/inbox-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { createLeadRegistry } from '../src/kind-kit/registry.ts';
import { deskClient } from './support/desk-client.ts';
import { appointmentRequestFields } from './fixtures/appointment-request/appointment-request-schema.ts';
import { appointmentRequestForm } from './fixtures/appointment-request/form.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, startTestService, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const registry = createLeadRegistry([...anyLeadForms, appointmentRequestForm]);
const request = exampleOf(appointmentRequestFields);
const password = 'termin-passwort-12345';
let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(await readFile(new URL('./fixtures/appointment-request/050_appointment_requests.sql', import.meta.url), 'utf8'));
  smtp = await startSmtpSink();
  service = await startTestService({ databaseUrl: db.url, smtpUrl: smtp.url, registry });
  await createUser(db.pool, { username: 'tamara', password, role: 'vertrieb' });
}, 120_000);

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await db?.drop();
});

describe('when a kind declared in one file is handed to the service and a visitor sends it', () => {
  let id: string;

  it('then the API stores the request in the kind’s table with a reference number', async () => {
    const response = await service.postTo(appointmentRequestForm.endpoint, request);
    expect(response.status).toBe(201);
    const row = (
      await db.pool.query<{ id: string; name: string; preferred_slot: string; reference: string }>(
        'SELECT id::text, name, preferred_slot, reference FROM (leads JOIN appointment_requests USING (id)) AS appointment_requests',
      )
    ).rows[0];
    expect(row).toMatchObject({ name: request.name, preferred_slot: request.preferredSlot });
    expect(row?.reference).toBeTruthy();
    id = row?.id ?? '';
  });

  it('then the visitor gets the receipt and the team the notification with every declared field', async () => {
    const receipt = await waitFor('receipt', () => smtp.to(request.email)[0], 60_000);
    expect(receipt.parsed.subject).toBe('Dein Terminwunsch ist angekommen');
    const notification = await waitFor(
      'notification',
      () => smtp.to(salesEmail).find((mail) => mail.parsed.subject?.includes(request.name)),
      60_000,
    );
    for (const declared of Object.values(appointmentRequestFields)) expect(notification.parsed.text).toContain(declared.label);
    expect(notification.parsed.text).toContain(request.preferredSlot);
  });

  it('then the sales desk lists it under the kind’s German name', async () => {
    const desk = deskClient(service.url);
    expect((await desk.login('tamara', password)).status).toBe(200);
    const inbox = await desk.post<InboxPage>('/inbox', {});
    const row = inbox.body.leads.find((lead) => lead.id === id);
    expect(row).toMatchObject({ kindLabel: 'Terminwunsch', name: request.name });
  });

  it('then the operator’s erase by e-mail removes it, found through the kind’s declared e-mail field', async () => {
    let out = '';
    const code = await runCli(
      registry,
      ['erase', '--email', request.email],
      { DATABASE_URL: db.url, REDIS_URL: service.config.redisUrl, QUEUE_PREFIX: service.config.queuePrefix },
      {
        out: (text) => {
          out += text;
        },
        err: (text) => {
          out += text;
        },
      },
    );
    expect(code, out).toBe(0);
    expect(out).toContain(id);
    expect((await db.pool.query('SELECT 1 FROM appointment_requests')).rowCount).toBe(0);
  });
});

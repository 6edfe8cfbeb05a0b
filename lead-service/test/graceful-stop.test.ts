import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { startTestService, validRequest, type TestService } from './support/test-service.ts';
import { sleep } from './support/wait-for.ts';

let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  service = await startTestService({ databaseUrl: db.url, smtpUrl: smtp.url });
});

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await db?.drop();
});

describe('when the service is stopped while a visitor is still sending a request', () => {
  it('then that request is finished and stored before the service goes down', async () => {
    const body = JSON.stringify({ ...validRequest, email: 'late@example.de' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${service.url}/api/contact-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      // Half the body now, the rest after stop() has begun.
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 300);
    });
    await sleep(100);

    const stopped = service.stop();
    const { status, body: text } = await answer;
    await stopped;

    expect(status).toBe(201);
    const { id } = JSON.parse(text) as { id: string };
    const rows = await db.pool.query('SELECT id FROM contact_submissions WHERE id = $1', [id]);
    expect(rows.rowCount).toBe(1);
    await expect(fetch(`${service.url}/`)).rejects.toThrow();
  });
});

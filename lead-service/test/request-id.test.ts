import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logger.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { start, type RunningService } from '../src/app/server.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { testConfig, validRequest } from './support/test-service.ts';

interface LogLine {
  msg?: string;
  reqId?: string;
  leadId?: string;
  path?: string;
}

const lines: LogLine[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    callback();
  },
});

let db: TestDatabase;
let smtp: SmtpSink;
let dataDir: string;
let service: RunningService;
const queuePrefix = uniqueQueuePrefix();

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-request-id-'));
  const config = testConfig({ databaseUrl: db.url, smtpUrl: smtp.url, dataDir, queuePrefix });
  service = await start(config, leadRegistry, { logger: createLogger({ level: 'info', destination }), worker: false, sweeper: false });
});

afterAll(async () => {
  await service?.stop();
  await deleteQueueKeys(sharedRedisUrl, queuePrefix);
  await smtp?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when an operator follows one form post through the logs', () => {
  it('then the request line and the line about the stored lead carry the id the visitor was answered with', async () => {
    const response = await fetch(`${service.url}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validRequest),
    });
    expect(response.status).toBe(201);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const { id } = (await response.json()) as { id: string };

    const requestLine = lines.find((line) => line.msg === 'request' && line.path === '/api/contact-submissions');
    const leadLine = lines.find((line) => line.leadId === id);
    expect(requestLine?.reqId).toBe(requestId);
    expect(leadLine?.reqId).toBe(requestId);
  });

  it('then two requests never share an id, and a client cannot choose one', async () => {
    const first = await fetch(`${service.url}/api/form-token?form=contact-submissions`, {
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    const second = await fetch(`${service.url}/api/form-token?form=contact-submissions`);
    expect(first.headers.get('x-request-id')).not.toBe('chosen-by-the-client');
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });
});

import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestService, type TestService, type TestServiceOptions } from './test-service.ts';

export interface ServiceFixture {
  readonly db: TestDatabase;
  readonly smtp: SmtpSink;
  readonly service: TestService;
}

/**
 * One test file's own world: a fresh database, an in-process SMTP server and the real service on port 0,
 * started before the file's tests and torn down after them. Read the parts inside tests (`fixture.db`),
 * not at the top of the file: they exist only once beforeAll has run.
 */
export function useServiceFixture(options: Omit<TestServiceOptions, 'databaseUrl' | 'smtpUrl'> = {}): ServiceFixture {
  const parts: Partial<{ db: TestDatabase; smtp: SmtpSink; service: TestService }> = {};
  beforeAll(async () => {
    parts.db = await createTestDatabase();
    parts.smtp = await startSmtpSink();
    parts.service = await startTestService({ ...options, databaseUrl: parts.db.url, smtpUrl: parts.smtp.url });
  });
  afterAll(async () => {
    await parts.service?.close();
    await parts.smtp?.close();
    await parts.db?.drop();
  });
  const required = <T>(part: T | undefined, name: string): T => {
    if (!part) throw new Error(`${name} ist noch nicht gestartet: nur innerhalb von Tests verwenden`);
    return part;
  };
  return {
    get db() {
      return required(parts.db, 'db');
    },
    get smtp() {
      return required(parts.smtp, 'smtp');
    },
    get service() {
      return required(parts.service, 'service');
    },
  };
}

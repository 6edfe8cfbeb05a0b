import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPool } from '../src/platform/db/pool.ts';
import { createLogger, maskPersonalData } from '../src/platform/logger.ts';
import { adminDatabaseUrl } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), output: () => lines.join('') };
}

describe('when the service logs something about a lead', () => {
  it('then e-mail and phone fields are redacted', () => {
    const { logger, output } = capture();
    logger.info({ email: 'anna@example.de', lead: { phone: '+49 30 1234567', company: 'ACME' } }, 'stored');
    expect(output()).not.toContain('anna@example.de');
    expect(output()).not.toContain('1234567');
    expect(output()).toContain('ACME');
  });

  it('then addresses and numbers inside messages and errors are masked', () => {
    const { logger, output } = capture();
    logger.warn({ err: new Error('550 mailbox anna@example.de unavailable') }, 'call 030 1234567 or mail bob@firma.de');
    expect(output()).not.toMatch(/anna@example\.de|bob@firma\.de|030 1234567/);
    expect(output()).toContain('[email]');
    expect(output()).toContain('[phone]');
  });

  it('then lead ids, timestamps and ports stay readable', () => {
    const id = '0e5b2c1a-7d3f-4f6a-9b1c-2d3e4f5a6b7c';
    expect(maskPersonalData(`lead ${id} at 2025-11-01T10:00:00Z on 127.0.0.1:6379`)).toBe(
      `lead ${id} at 2025-11-01T10:00:00Z on 127.0.0.1:6379`,
    );
    const { logger, output } = capture();
    logger.child({ leadId: id }).info('mail sent');
    expect(output()).toContain(id);
  });

  it("when PostgreSQL ends the pool's idle connection (a restart), then the warning is one short line with message and SQLSTATE", async () => {
    const { logger, output } = capture();
    const pool = createPool({ connectionString: adminDatabaseUrl, max: 1, logger });
    const admin = new pg.Client({ connectionString: adminDatabaseUrl });
    try {
      const pid = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await waitFor("the pool's warning", () => output().includes('idle database client failed') || undefined, 5_000);
    } finally {
      await admin.end();
      await pool.end();
    }
    const line =
      output()
        .split('\n')
        .find((entry) => entry.includes('idle database client failed')) ?? '';
    expect(line).toContain('57P01');
    expect(line).toContain('terminating connection');
    expect(line).not.toContain('connectionParameters');
    expect(line.length).toBeLessThan(3_000);
  });
});

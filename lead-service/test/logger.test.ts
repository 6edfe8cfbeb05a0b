import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskPersonalData } from '../src/logger.ts';

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
});

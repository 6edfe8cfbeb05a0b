/**
 * A form token counts once. The record of its use must outlive Redis: a replay after Redis lost its data
 * (restarted empty) must still be recognised, so a bot cannot reuse one real token to mail strangers.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { visitorMailSkipped } from '../src/pipeline/visitor-mail-skipped.ts';
import { validContactMessage } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { salesEmail } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture();

async function post(email: string, token: string): Promise<string> {
  const response = await fixture.service.postTo('/api/contact-messages', { ...validContactMessage, email, _token: token });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('when Redis forgets everything between a real post and the replay of its token', () => {
  it('then the replay is still recognised: the lead is stored for review and its typed address gets no mail', async () => {
    const token = await fixture.service.formToken('contact-messages');
    const first = await post('echt@example.de', token);
    await waitFor('receipt to the real visitor', () => fixture.smtp.to('echt@example.de').length === 1);

    // What a Redis restart without persistence leaves of this service's keys: nothing but the queues' own.
    const redis = new Redis(fixture.service.config.redisUrl);
    try {
      const keys = (await redis.keys(`${fixture.service.config.queuePrefix}:*`)).filter(
        (key) => !key.includes(':leads:') && !key.includes(':website-checks:'),
      );
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }

    const replay = await post('opfer@example.de', token);
    const row = await waitFor('replay settled', async () => {
      const { rows } = await fixture.db.pool.query(
        "SELECT l.spam_reason, m.error AS receipt_error FROM leads l JOIN lead_mails m ON m.lead_id = l.id AND m.mail = 'receipt' WHERE l.id = $1",
        [replay],
      );
      return rows[0]?.receipt_error ? (rows[0] as { spam_reason: string; receipt_error: string }) : undefined;
    });
    expect(row.spam_reason).toBe('token_invalid');
    expect(row.receipt_error).toBe(visitorMailSkipped.unverified);
    await waitFor('team told about the replay', () => fixture.smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(replay)));
    await sleep(200);
    expect(fixture.smtp.rcptAttempts.has('opfer@example.de')).toBe(false);
    expect(first).not.toBe(replay);
  });
});

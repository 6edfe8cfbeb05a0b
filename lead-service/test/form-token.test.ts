/** The signed time token of the forms (src/pipeline/form-token.ts), with a clock the test controls. */
import { describe, expect, it } from 'vitest';
import { clockSkewMs, createFormTokens } from '../src/pipeline/form-token.ts';

const secret = 'a-secret-long-enough-for-hmac-signing-0123';

function tokensAt(clock: { now: number }, options: { minAgeMs?: number; maxAgeMs?: number; secret?: string } = {}) {
  return createFormTokens({
    secret: options.secret ?? secret,
    minAgeMs: options.minAgeMs ?? 3_000,
    maxAgeMs: options.maxAgeMs ?? 86_400_000,
    now: () => clock.now,
  });
}

describe('when a form token is issued and checked', () => {
  it('then it is accepted between the minimum fill time and the maximum age, and only for its own form', () => {
    const clock = { now: Date.parse('2025-11-21T10:00:00Z') };
    const tokens = tokensAt(clock);
    const token = tokens.issue('contact-submissions');
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);

    expect(tokens.verify('contact-submissions', token)).toBe('too_fast');
    clock.now += 2_999;
    expect(tokens.verify('contact-submissions', token)).toBe('too_fast');
    clock.now += 1;
    expect(tokens.verify('contact-submissions', token)).toBe('ok');
    expect(tokens.verify('referrals', token)).toBe('invalid');
    clock.now += 86_400_000 - 3_000;
    expect(tokens.verify('contact-submissions', token)).toBe('ok');
    clock.now += 1;
    expect(tokens.verify('contact-submissions', token)).toBe('expired');
  });

  it('then another secret, a changed time or a changed signature make it invalid', () => {
    const clock = { now: 1_700_000_000_000 };
    const token = tokensAt(clock).issue('referrals');
    clock.now += 10_000;
    expect(tokensAt(clock, { secret: 'another-secret-of-sufficient-length-xyz' }).verify('referrals', token)).toBe('invalid');
    const [issued, nonce, signature] = token.split('.') as [string, string, string];
    const earlier = (Number.parseInt(issued, 36) - 60_000).toString(36);
    expect(tokensAt(clock).verify('referrals', `${earlier}.${nonce}.${signature}`)).toBe('invalid');
    // The first character: the last one of 43 carries two padding bits, and A/B differ only there.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(tokensAt(clock).verify('referrals', `${issued}.${nonce}.${flipped}`)).toBe('invalid');
    const otherNonce = `${nonce.startsWith('A') ? 'B' : 'A'}${nonce.slice(1)}`;
    expect(tokensAt(clock).verify('referrals', `${issued}.${otherNonce}.${signature}`)).toBe('invalid');
  });

  it('then two tokens issued for the same form in the same millisecond differ (a token counts only once)', () => {
    const tokens = tokensAt({ now: 1_700_000_000_000 });
    const issued = new Set(Array.from({ length: 100 }, () => tokens.issue('contact-messages')));
    expect(issued.size).toBe(100);
  });

  it('then missing values, wrong types and garbage are told apart from a forged token without throwing', () => {
    const tokens = tokensAt({ now: Date.now() });
    for (const value of [undefined, null, '']) expect(tokens.verify('cancellations', value)).toBe('missing');
    for (const value of [
      42,
      true,
      {},
      [],
      ['a.b'],
      'abc',
      'x'.repeat(10_000),
      '..',
      `${'z'.repeat(13)}.${'A'.repeat(43)}`,
      '1.ä',
      '__proto__',
    ]) {
      expect(tokens.verify('cancellations', value)).toBe('invalid');
    }
  });

  it('then a token from a clock slightly ahead counts as brand new, one far in the future as forged', () => {
    const clock = { now: 1_700_000_000_000 };
    const ahead = tokensAt({ now: clock.now + 5_000 }).issue('contact-messages');
    expect(tokensAt(clock, { minAgeMs: 0 }).verify('contact-messages', ahead)).toBe('ok');
    expect(tokensAt(clock).verify('contact-messages', ahead)).toBe('too_fast');
    const future = tokensAt({ now: clock.now + clockSkewMs + 1 }).issue('contact-messages');
    expect(tokensAt(clock, { minAgeMs: 0 }).verify('contact-messages', future)).toBe('invalid');
  });
});

/**
 * The forms' minimum fill time, without a cookie and without server state: GET /api/form-token hands the
 * browser `<issued-at>.<signature>`, an HMAC-SHA256 over the form's name and the moment of issue, and the
 * form sends it back with the submission. The server then knows, from the token alone, how long ago the
 * form was opened. Too young → a program filled it; too old, forged or missing → not verifiable.
 *
 * The token says nothing about the visitor and is not stored; it only proves "this service issued it for
 * this form at that time". Any instance with the same FORM_TOKEN_SECRET accepts it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'too_fast';

export interface FormTokenOptions {
  secret: string;
  /** Youngest acceptable token age (FORM_MIN_FILL_MS), or per form name (one-click-fill.ts). */
  minAgeMs: number | ((form: string) => number);
  /** Oldest acceptable token age (FORM_TOKEN_MAX_AGE_MS). */
  maxAgeMs: number;
  now?: () => number;
}

export interface FormTokens {
  issue(form: string): string;
  verify(form: string, token: unknown): TokenVerdict;
}

/** Several API instances' clocks may differ a little; a token "from the future" within this is age 0. */
export const clockSkewMs = 60_000;

/**
 * `<issued-at base 36>.<nonce>.<signature>`. The nonce makes every token unique, so that two visitors who open
 * the same form in the same millisecond do not share one (a token counts once: form-protection.ts).
 */
const tokenPattern = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export function createFormTokens({ secret, minAgeMs, maxAgeMs, now = Date.now }: FormTokenOptions): FormTokens {
  const sign = (form: string, issuedAt: number, nonce: string) =>
    createHmac('sha256', secret).update(`sichtwerk-form-token:v2:${form}:${issuedAt}:${nonce}`, 'utf8').digest();

  return {
    issue(form) {
      const issuedAt = Math.floor(now());
      const nonce = randomBytes(12).toString('base64url');
      return `${issuedAt.toString(36)}.${nonce}.${sign(form, issuedAt, nonce).toString('base64url')}`;
    },

    verify(form, token) {
      if (token === undefined || token === null || token === '') return 'missing';
      if (typeof token !== 'string') return 'invalid';
      const match = tokenPattern.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return 'invalid';
      const issuedAt = Number.parseInt(match[1], 36);
      if (!Number.isSafeInteger(issuedAt)) return 'invalid';
      const given = Buffer.from(match[3], 'base64url');
      const expected = sign(form, issuedAt, match[2]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const age = now() - issuedAt;
      if (age < -clockSkewMs) return 'invalid';
      if (age > maxAgeMs) return 'expired';
      if (Math.max(age, 0) < (typeof minAgeMs === 'number' ? minAgeMs : minAgeMs(form))) return 'too_fast';
      return 'ok';
    },
  };
}

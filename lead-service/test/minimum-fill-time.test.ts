/**
 * The minimum fill time never refuses a person (docs/decisions.md, "Minimum fill time"): with the configured
 * default, a form filled as fast as a person can and the confirmation step clicked 2 s after it loaded pass;
 * a program's instant post does not.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/load-config.ts';
import { createFormTokens } from '../src/pipeline/form-token.ts';
import { minFillMsOf, oneClickFormPrefix } from '../src/pipeline/one-click-fill.ts';

/** The fastest typed fill of the quickest form (Kündigung, two short fields), from the decision's table. */
const fastestTypedFillMs = 2_100;

function tokensWithDefaults(clock: { now: number }) {
  const { formMinFillMs } = loadConfig({});
  return createFormTokens({
    secret: 'a-secret-long-enough-for-hmac-signing-0123',
    minAgeMs: (form) => minFillMsOf(form, formMinFillMs),
    maxAgeMs: 86_400_000,
    now: () => clock.now,
  });
}

describe('when people and programs send forms with the default minimum fill time', () => {
  it('then the fastest person filling the quickest form passes, and a post right after the token was fetched is held', () => {
    const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
    const tokens = tokensWithDefaults(clock);
    const token = tokens.issue('cancellations');
    clock.now += 50;
    expect(tokens.verify('cancellations', token)).toBe('too_fast');
    clock.now += fastestTypedFillMs - 50;
    expect(tokens.verify('cancellations', token)).toBe('ok');
  });

  it('then a visitor without script who clicks the confirmation button 2 s after the step loaded is accepted', () => {
    const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
    const tokens = tokensWithDefaults(clock);
    const form = `${oneClickFormPrefix}6f1c2a0e-8f4b-4c7d-9a51-2b3c4d5e6f70`;
    const token = tokens.issue(form);
    clock.now += 2_000;
    expect(tokens.verify(form, token)).toBe('ok');
  });

  it('then an operator who sets the minimum below one click also lowers the confirmation step’s', () => {
    expect(minFillMsOf(`${oneClickFormPrefix}x`, 0)).toBe(0);
    expect(minFillMsOf('contact-messages', 0)).toBe(0);
  });
});

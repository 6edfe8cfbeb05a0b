import { describe, expect, it } from 'vitest';
import { telHref } from './phone-link.ts';

describe('when a number a visitor typed becomes a link to call', () => {
  it.each([
    ['+49 (0) 30 / 777-888', 'tel:+4930777888'],
    ['+49 (0)170 1234567', 'tel:+491701234567'],
    ['030 1234567', 'tel:+49301234567'],
    ['(030) 12 34 56-7', 'tel:+49301234567'],
    ['0049 30 1234567', 'tel:+49301234567'],
    ['00 49 (0) 89 123456', 'tel:+4989123456'],
    ['0171 2345678', 'tel:+491712345678'],
    ['+43 1 234 5678', 'tel:+4312345678'],
    ['+1 (212) 555-0100', 'tel:+12125550100'],
  ])('then %s dials %s', (typed, href) => {
    expect(telHref(typed)).toBe(href);
  });

  it.each(['112', '00123 00001', 'keine Nummer', '', '1'.repeat(500)])('then %s, which cannot be a phone number, gets no link', (typed) => {
    expect(telHref(typed)).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisRequestSchema, normaliseWebsite } from '@sichtwerk/forms/schemas';

const valid = { company: 'ACME GmbH', email: 'info@acme.de', phone: '+49 (0) 30 / 123-456' };

describe('when the browser or the server checks a request with the shared schema', () => {
  it('then a website without scheme becomes an https:// URL and one with a scheme is kept', () => {
    expect(normaliseWebsite('acme.de')).toBe('https://acme.de');
    expect(normaliseWebsite('www.acme.de/kontakt')).toBe('https://www.acme.de/kontakt');
    expect(normaliseWebsite('http://acme.de')).toBe('http://acme.de');
    expect(normaliseWebsite('javascript:alert(1)')).toBeUndefined();
    expect(normaliseWebsite('localhost')).toBeUndefined();
  });

  it("then no message is one of the library's English defaults", () => {
    const inputs: unknown[] = [
      null,
      'text',
      {},
      { company: 5, email: 5, phone: 5, website: 5, industry: 5 },
      { company: '', email: '', phone: '' },
    ];
    for (const input of inputs) {
      const result = analysisRequestSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(/Invalid|expected|Required/);
    }
  });

  it('then any phone of digits and separators with 6 to 40 characters and at least 6 digits is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{6,12}([ /()-][0-9]{1,6}){0,3}$/), (phone) => {
        fc.pre(phone.length <= 40);
        expect(analysisRequestSchema.safeParse({ ...valid, phone }).success).toBe(true);
      }),
    );
  });

  it('then any phone containing a letter is rejected', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }).filter((s) => /[a-z]/i.test(s)),
        (letters) => {
          expect(analysisRequestSchema.safeParse({ ...valid, phone: `030 ${letters}12345` }).success).toBe(false);
        },
      ),
    );
  });

  it('then whatever the company text, valid input comes out trimmed and within bounds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 260 }), (company) => {
        const result = analysisRequestSchema.safeParse({ ...valid, company });
        const trimmed = company.trim();
        expect(result.success).toBe(trimmed.length >= 2 && trimmed.length <= 200);
        if (result.success) expect(result.data.company).toBe(trimmed);
      }),
    );
  });
});

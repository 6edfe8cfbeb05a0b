import { describe, expect, it } from 'vitest';
import { cancellationSchema, contactMessageSchema, analysisRequestSchema, referralSchema } from './schemas.ts';

/**
 * A browser without JavaScript posts every input of the form as a string, the empty ones as ''. The same
 * schemas must read that as the enhanced form's JSON: optional fields left empty are "not given".
 */
const plainPosts = [
  {
    name: 'analysis request',
    schema: analysisRequestSchema,
    values: { company: ' Bäckerei Müller ', email: 'anna@example.de', phone: '030 1234567', website: '', industry: '' },
    expected: { company: 'Bäckerei Müller', email: 'anna@example.de', phone: '030 1234567', website: undefined, industry: undefined },
  },
  {
    name: 'contact message',
    schema: contactMessageSchema,
    values: { name: 'Jonas Becker', email: 'jonas@example.de', phone: '', message: 'Hallo!' },
    expected: { name: 'Jonas Becker', email: 'jonas@example.de', phone: undefined, message: 'Hallo!' },
  },
  {
    name: 'referral',
    schema: referralSchema,
    values: {
      referrerName: 'Petra Lang',
      referrerEmail: 'petra@example.de',
      companyName: 'Autohaus Weber',
      contactPerson: 'Klaus Weber',
      companyEmail: 'info@weber.example',
      companyPhone: '089 5566778',
      reason: '',
      // A ticked checkbox sends its value; an unticked one sends nothing at all.
      companyConsent: 'ja',
    },
    expected: {
      referrerName: 'Petra Lang',
      referrerEmail: 'petra@example.de',
      companyName: 'Autohaus Weber',
      contactPerson: 'Klaus Weber',
      companyEmail: 'info@weber.example',
      companyPhone: '089 5566778',
      reason: undefined,
      companyConsent: 'ja',
    },
  },
  {
    name: 'cancellation',
    schema: cancellationSchema,
    values: { company: 'Friseursalon Schnittig', email: 'inhaber@schnittig.example', customerNumber: '', reason: '' },
    expected: { company: 'Friseursalon Schnittig', email: 'inhaber@schnittig.example', customerNumber: undefined, reason: undefined },
  },
] as const;

describe.each(plainPosts)('when a browser without JavaScript posts the $name form', ({ schema, values, expected }) => {
  it('then the strings it sends pass, trimmed, with the empty optional fields as not given', () => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(expected);
  });

  it('then a form sent completely empty names every required field in German', () => {
    const result = schema.safeParse(Object.fromEntries(Object.keys(values).map((key) => [key, ''])));
    expect(result.success).toBe(false);
    // The first message per field is the one the visitor reads (beside the field, or on the server's page).
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
    expect(first.size).toBeGreaterThan(0);
    for (const message of first.values()) expect(message).toMatch(/^Bitte /);
  });
});

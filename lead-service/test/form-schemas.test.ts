import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as schemas from '@sichtwerk/forms/schemas';
import { cancellationSchema, contactMessageSchema, referralSchema } from '@sichtwerk/forms/schemas';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';

/** The shared forms package (@sichtwerk/forms), which the browser bundles. */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'forms', 'src');

const forms = [
  { name: 'contact message', schema: contactMessageSchema, valid: validContactMessage, required: ['name', 'email', 'message'] },
  {
    name: 'referral',
    schema: referralSchema,
    valid: validReferral,
    required: ['referrerName', 'referrerEmail', 'companyName', 'contactPerson', 'companyEmail', 'companyPhone'],
  },
  { name: 'cancellation', schema: cancellationSchema, valid: validCancellation, required: ['company', 'email'] },
] as const;

describe('when the site imports the form schemas', () => {
  it('then the package export offers every schema under its stable name', () => {
    for (const name of ['contactSubmissionSchema', 'contactMessageSchema', 'referralSchema', 'cancellationSchema']) {
      expect(schemas).toHaveProperty(name);
    }
  });

  it('then nothing reachable from the forms package imports anything but zod/mini and its own relative files', async () => {
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = await readFile(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:import|export)(?:[^'"]*from)?\s+'([^']+)'/g)) {
        if (specifier === 'zod/mini') continue;
        expect(specifier, `${path.relative(srcDir, file)} imports ${specifier}`).toMatch(/^\.\.?\//);
        await visit(path.resolve(path.dirname(file), specifier!));
      }
    };
    await visit(path.join(srcDir, 'schemas.ts'));
    expect([...seen].map((file) => path.relative(srcDir, file)).sort()).toEqual([
      'cancellation-schema.ts',
      'contact-message-schema.ts',
      'contact-submission-schema.ts',
      'endpoints.ts',
      'error-body.ts',
      'form-protection.ts',
      'referral-schema.ts',
      'schema-fields.ts',
      'schemas.ts',
      'text-rules.ts',
      'zod-setup.ts',
    ]);
  });
});

describe.each(forms)('when the browser or the server checks a $name with its shared schema', ({ schema, valid, required }) => {
  it('then valid input passes and unknown keys are dropped', () => {
    const result = schema.safeParse({ ...valid, id: 'x', submittedAt: '1999-01-01', isAdmin: true });
    expect(result.success).toBe(true);
    expect(Object.keys(result.data ?? {}).sort()).toEqual(Object.keys(valid).sort());
  });

  it('then an empty form names exactly the required fields, in German', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    const result = schema.safeParse(empty);
    expect(result.success).toBe(false);
    // The first message per field is the one the form shows (fieldMessages in leads/form-route.ts).
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
    expect([...first.keys()].sort()).toEqual([...required].sort());
    for (const message of first.values()) expect(message).toMatch(/^Bitte gib |^Bitte schreib /);
  });

  it("then no message is one of the library's English defaults", () => {
    const wrongTypes = Object.fromEntries(Object.keys(valid).map((key) => [key, 5]));
    for (const input of [null, 'text', [], {}, wrongTypes]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(/Invalid|expected|Required/);
    }
  });

  it('then every text comes out trimmed, and blank optional fields come out as undefined', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value}\n`]));
    const result = schema.safeParse(padded);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);

    const optional = Object.keys(valid).filter((key) => !(required as readonly string[]).includes(key));
    const blanks = { ...valid, ...Object.fromEntries(optional.map((key) => [key, '   '])) };
    const withoutOptional = schema.safeParse(blanks);
    expect(withoutOptional.success).toBe(true);
    for (const key of optional) expect((withoutOptional.data as Record<string, unknown>)[key]).toBeUndefined();
  });

  it('then every e-mail field applies the real format check', () => {
    for (const key of Object.keys(valid).filter((field) => /email/i.test(field))) {
      for (const bad of ['anna@', 'anna@localhost', 'anna mueller@example.de', '@example.de']) {
        const result = schema.safeParse({ ...valid, [key]: bad });
        expect(result.success, `${key}=${bad}`).toBe(false);
        expect(result.error?.issues[0]?.message).toMatch(/gültige E-Mail-Adresse/);
      }
    }
  });
});

describe('when the shared phone rules apply to the new forms', () => {
  it('then a contact message accepts any well-formed phone or none, and rejects letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{6,12}([ /()-][0-9]{1,6}){0,3}$/), (phone) => {
        fc.pre(phone.length <= 40);
        expect(contactMessageSchema.safeParse({ ...validContactMessage, phone }).success).toBe(true);
        expect(referralSchema.safeParse({ ...validReferral, companyPhone: phone }).success).toBe(true);
      }),
    );
    const { phone: _phone, ...withoutPhone } = validContactMessage;
    expect(contactMessageSchema.safeParse(withoutPhone).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...validContactMessage, phone: null }).success).toBe(true);
    const letters = contactMessageSchema.safeParse({ ...validContactMessage, phone: '030 CALL-ME' });
    expect(letters.error?.issues[0]).toMatchObject({ path: ['phone'], message: expect.stringMatching(/gültige Telefonnummer/) });
  });

  it('then the customer number allows what customer numbers contain and nothing that reads as markup', () => {
    for (const good of ['12345', 'KD-2024/0815', 'SW_001.7', '#4711']) {
      expect(cancellationSchema.safeParse({ ...validCancellation, customerNumber: good }).success, good).toBe(true);
    }
    for (const bad of ['<b>1</b>', 'KD;DROP', 'x'.repeat(51)]) {
      expect(cancellationSchema.safeParse({ ...validCancellation, customerNumber: bad }).success, bad).toBe(false);
    }
  });
});

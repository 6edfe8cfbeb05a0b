import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as schemas from '@sichtwerk/forms/schemas';
import { cancellationSchema, contactMessageSchema, referralSchema } from '@sichtwerk/forms/schemas';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';
import { formCases } from './support/forms.ts';

/** The shared forms package (@sichtwerk/forms), which the browser bundles. */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'forms', 'src');

const forms = formCases.map((form) => ({ ...form, required: form.required.map((entry) => entry.field) }));

describe('when the site imports the form schemas', () => {
  it('then the package export offers the schema of every form kind, under its kind, and its own module the one the island loads', async () => {
    for (const form of formCases) {
      expect(schemas.formSchemas[form.kind], form.name).toBe(form.schema);
      const own = (await import(`@sichtwerk/forms/${form.kind}-schema`)) as { schema: unknown; fields: unknown };
      expect(own.schema, form.name).toBe(form.schema);
      expect(own.fields, form.name).toBe(schemas.formDeclarations[form.kind].fields);
    }
  });

  it('then no module of the forms package imports anything but zod/mini and its own relative files', async () => {
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
    // The package exports every module ("./*"), the desk's contracts included: each is an entry the browser may load.
    const modules = (await readdir(srcDir, { recursive: true }))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort();
    for (const module of modules) await visit(path.join(srcDir, module));
    expect([...seen].map((file) => path.relative(srcDir, file)).sort()).toEqual(modules);
  });
});

describe.each(forms)('when the browser or the server checks a $name with its shared schema', ({ schema, valid, required, optional }) => {
  it('then valid input passes and unknown keys are dropped', () => {
    const result = schema.safeParse({ ...valid, id: 'x', submittedAt: '1999-01-01', isAdmin: true });
    expect(result.success).toBe(true);
    expect(Object.keys(result.data ?? {}).sort()).toEqual(Object.keys(valid).sort());
  });

  it('then an empty form names exactly the required fields, in German', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    const result = schema.safeParse(empty);
    expect(result.success).toBe(false);
    // The first message per field is the one the form shows (fieldMessages in pipeline/form-route.ts).
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) if (!first.has(String(issue.path[0]))) first.set(String(issue.path[0]), issue.message);
    expect([...first.keys()].sort()).toEqual([...required].sort());
    for (const message of first.values()) expect(message).toMatch(/^Bitte (gib|schreib|bestätige)\b/);
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
    expect(result.data).toEqual(schema.parse(valid));
    for (const [key, value] of Object.entries(result.data ?? {})) if (typeof value === 'string') expect(value, key).toBe(value.trim());

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

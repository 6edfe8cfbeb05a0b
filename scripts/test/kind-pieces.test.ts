/**
 * Stories of what `npm run kinds` says when a new form kind lacks a file (scripts/kind-pieces.ts): each missing
 * piece is named in plain words with the file to write, instead of the compiler's "property missing in a mapped
 * type". The kind is written into a folder of its own, laid out like the repository.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DeclaredKind, missingPieces } from '../kind-pieces.ts';

const kind: DeclaredKind = { kind: 'site-visit-request', file: 'site-visit-request-schema.ts', entry: { page: 'vorOrtTermin' } };

const pieces = {
  pageCopy: ['content/src/form-pages/site-visit-request.ts', "export const formPage = defineFormPage({ kind: 'site-visit-request' });\n"],
  descriptor: [
    'lead-service/src/kinds/site-visit-requests/form.ts',
    "import { declaration } from '@sichtwerk/forms/site-visit-request-schema';\n" +
      "const table = defineLeadTable({ name: 'site_visit_requests', fields: declaration.fields });\n" +
      'export const siteVisitRequestForm = defineLeadForm({ declaration, table });\n',
  ],
  migration: [
    'lead-service/migrations/071_site_visit_requests.sql',
    'CREATE TABLE site_visit_requests (id uuid PRIMARY KEY, town text NOT NULL);\n',
  ],
  privacySection: ['content/src/legal/datenschutz.ts', "formSection({ heading: `Formular ${formLink('vorOrtTermin')}` });\n"],
} as const;

let root: string | undefined;

async function repositoryWith(names: readonly (keyof typeof pieces)[]): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'kind-pieces-'));
  await mkdir(path.join(root, 'lead-service/src/kinds'), { recursive: true });
  for (const name of names) {
    const [file, text] = pieces[name];
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe('when a developer adds a seventh form kind', () => {
  it('then with its declaration, page copy, descriptor, migration and privacy section nothing is missing', async () => {
    expect(await missingPieces(await repositoryWith(['pageCopy', 'descriptor', 'migration', 'privacySection']), [kind])).toEqual([]);
  });

  it.each([
    ['pageCopy', /has no page copy: write content\/src\/form-pages\/site-visit-request\.ts/],
    ['descriptor', /has no descriptor: write lead-service\/src\/kinds\/site-visit-requests\/form\.ts/],
    [
      'migration',
      /has no table: no migration creates site_visit_requests; write lead-service\/migrations\/<next number>_site_visit_requests\.sql/,
    ],
    ['privacySection', /has no privacy section: .*content\/src\/legal\/datenschutz\.ts/],
  ] as const)('then without its %s npm run kinds names the file to write, and only that', async (left, message) => {
    const names = (Object.keys(pieces) as (keyof typeof pieces)[]).filter((name) => name !== left);
    const missing = await missingPieces(await repositoryWith(names), [kind]);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^the form kind 'site-visit-request' \(forms\/src\/site-visit-request-schema\.ts\) /);
    expect(missing[0]).toMatch(message);
  });
});

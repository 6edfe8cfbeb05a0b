/**
 * Writes the typed lists of form kinds from the kinds' own files, so a new kind is its files and no hand edit
 * of a list (as TanStack Router writes its committed route tree from the route files):
 *
 * - `forms/src/form-kinds.gen.ts`: each kind's name, endpoint, page and thank-you page, as plain data (the
 *   browser and the desk read it, so it imports nothing), from the declarations in `forms/src/<kind>-schema.ts`;
 * - `forms/src/form-declarations.gen.ts`: those declarations, for the server and the site's prerender;
 * - `content/src/form-pages.gen.ts`: each kind's page copy, `content/src/form-pages/<kind>.ts`;
 * - `lead-service/src/lead-forms.gen.ts`: each kind's descriptor, the `defineLeadForm` export of a
 *   `lead-service/src/kinds/<kind>/form.ts`.
 *
 * The modules that import them check the lists against each other (`satisfies`), so a kind missing a piece
 * fails the compiler. `npm run kinds` writes them; `npm start`, `npm run build` and `npm test` run it first;
 * `npm run kinds -- --check` (in `npm run lint`) fails naming each list that is not what it would write. Both,
 * and `npm start` and `npm run build`, stop naming the file a declared kind still lacks (kind-pieces.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { missingPieces } from './kind-pieces.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const header = (from: string) => `// Written by \`npm run kinds\` (scripts/write-kind-lists.ts) from ${from}; do not edit.\n`;

/** 'callback-request' → 'callbackRequest'. */
const identifierOf = (kind: string) => kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const keyOf = (kind: string) => (/^[a-z]+$/.test(kind) ? kind : `'${kind}'`);

const entryOf = (kind: string) => (identifierOf(kind) === kind ? `  ${kind},\n` : `  ${keyOf(kind)}: ${identifierOf(kind)},\n`);

async function filesIn(folder: string, pattern: RegExp): Promise<string[]> {
  const names = await readdir(path.join(root, folder));
  return names.filter((name) => pattern.test(name)).sort();
}

interface KindEntry {
  kind: string;
  endpoint: string;
  page: string;
  thankYouPage: string;
}

async function formKinds(): Promise<{ kind: string; file: string; entry: KindEntry }[]> {
  const files = await filesIn('forms/src', /^[a-z][a-z-]*-schema\.ts$/);
  const kinds = [];
  for (const file of files) {
    const module = (await import(path.join(root, 'forms/src', file))) as {
      declaration?: KindEntry & { fields: unknown; schema: unknown };
      fields?: unknown;
      schema?: unknown;
    };
    const declaration = module.declaration;
    if (!declaration) continue;
    const kind = file.replace(/-schema\.ts$/, '');
    if (declaration.kind !== kind)
      throw new Error(`forms/src/${file} declares the kind '${declaration.kind}'; its file is named for '${kind}'`);
    // The site's island loads these two exports alone (site/components/forms/hydrate-island.ts), so the page's
    // script carries no kind's endpoint or pages.
    if (module.fields !== declaration.fields || module.schema !== declaration.schema)
      throw new Error(`forms/src/${file} must export its declaration's fields and schema as \`fields\` and \`schema\``);
    const { endpoint, page, thankYouPage } = declaration;
    kinds.push({ kind, file, entry: { kind, endpoint, page, thankYouPage } });
  }
  return kinds;
}

function formKindsList(kinds: { entry: KindEntry }[]): string {
  const entries = kinds.map(
    ({ entry }) =>
      `  ${keyOf(entry.kind)}: {\n    endpoint: '${entry.endpoint}',\n    page: '${entry.page}',\n    thankYouPage: '${entry.thankYouPage}',\n  },\n`,
  );
  return `${header("each kind's declaration, forms/src/<kind>-schema.ts")}
/** Each kind's endpoint, page and thank-you page, as plain data: the browser and the desk read this without any kind's fields. */
export const formKindEntries = Object.freeze({
${entries.join('')}} as const);
`;
}

function formDeclarationsList(kinds: { kind: string; file: string }[]): string {
  const imports = kinds.map(({ kind, file }) => `import { declaration as ${identifierOf(kind)} } from './${file}';\n`);
  const entries = kinds.map(({ kind }) => entryOf(kind));
  return `${header("each kind's declaration, forms/src/<kind>-schema.ts")}${imports.join('')}
/** Each kind's declaration (define-form-kind.ts): for the server and the site's prerender, never the browser. */
export const formDeclarationEntries = Object.freeze({
${entries.join('')}} as const);
`;
}

async function formPagesList(): Promise<string> {
  const files = await filesIn('content/src/form-pages', /^[a-z][a-z-]*\.ts$/);
  const kinds = files.map((file) => file.replace(/\.ts$/, ''));
  const imports = kinds.map((kind) => `import { formPage as ${identifierOf(kind)} } from './form-pages/${kind}.ts';\n`);
  const entries = kinds.map(entryOf);
  return `${header("each kind's page copy, content/src/form-pages/<kind>.ts")}${imports.join('')}
/** Each kind's page copy (define-form-page.ts). */
export const formPageEntries = Object.freeze({
${entries.join('')}} as const);
`;
}

async function leadFormsList(): Promise<string> {
  const kindsDir = path.join(root, 'lead-service/src/kinds');
  const folders = (await readdir(kindsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const found: { name: string; folder: string }[] = [];
  for (const folder of folders.map((entry) => entry.name).sort()) {
    const source = await readFile(path.join(kindsDir, folder, 'form.ts'), 'utf8').catch(() => '');
    const name = /^export const (\w+) = defineLeadForm\(/m.exec(source)?.[1];
    if (name) found.push({ name, folder });
  }
  const imports = found.map(({ name, folder }) => `import { ${name} } from './kinds/${folder}/form.ts';\n`);
  return `${header("each kind's descriptor, lead-service/src/kinds/<kind>/form.ts")}${imports.join('')}
/** Each kind's descriptor (define-lead-form.ts); lead-forms.ts keys them by kind and checks them against the declared kinds. */
export const leadFormEntries = Object.freeze([${found.map(({ name }) => name).join(', ')}] as const);
`;
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const kinds = await formKinds();
const lists: Record<string, string> = {
  'forms/src/form-kinds.gen.ts': formKindsList(kinds),
  'forms/src/form-declarations.gen.ts': formDeclarationsList(kinds),
  'content/src/form-pages.gen.ts': await formPagesList(),
  'lead-service/src/lead-forms.gen.ts': await leadFormsList(),
};

/** Biome's formatting, so a written list is what `npm run lint` expects of every file. */
function formatted(file: string, text: string): string {
  return execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${file}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
}

let stale = 0;
for (const [file, unformatted] of Object.entries(lists)) {
  const text = formatted(file, unformatted);
  const current = await readFile(path.join(root, file), 'utf8').catch(() => '');
  if (current === text) continue;
  if (values.check) {
    stale += 1;
    console.error(`${file} is not the list of the kinds' files: run npm run kinds`);
  } else {
    await writeFile(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
}
if (stale > 0) process.exitCode = 1;

const missing = await missingPieces(root, kinds);
if (missing.length > 0) {
  const message = `A form kind is missing a file:\n${missing.map((line) => `  - ${line}`).join('\n')}`;
  // Run as `npm run kinds`: the message alone. Imported by npm start or npm run build: it stops them.
  if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    console.error(message);
    process.exitCode = 1;
  } else throw new Error(message);
}

/**
 * The pieces of each declared form kind that `npm run kinds` (write-kind-lists.ts) looks for beside its
 * declaration, named in plain words when one is missing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A kind as its declaration in forms/src/<kind>-schema.ts names it. */
export interface DeclaredKind {
  kind: string;
  /** The declaration's file name in forms/src. */
  file: string;
  entry: { page: string };
}

async function filesIn(root: string, folder: string, pattern: RegExp): Promise<string[]> {
  const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
  return names.filter((name) => pattern.test(name)).sort();
}

/**
 * What a declared kind still lacks, in plain words naming the file to write: the compiler would only say that a
 * mapped type misses a property. A kind is its declaration, its page copy, its descriptor (whose table a migration
 * creates) and its privacy section; this names each piece it does not find.
 */
export async function missingPieces(root: string, kinds: readonly DeclaredKind[]): Promise<string[]> {
  const pageCopies = new Set(
    (await filesIn(root, 'content/src/form-pages', /^[a-z][a-z-]*\.ts$/)).map((file) => file.replace(/\.ts$/, '')),
  );
  const kindsDir = path.join(root, 'lead-service/src/kinds');
  const folders = (await readdir(kindsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const descriptors = await Promise.all(
    folders.map(async (folder) => ({ folder, source: await readFile(path.join(kindsDir, folder, 'form.ts'), 'utf8').catch(() => '') })),
  );
  const migrationsDir = path.join(root, 'lead-service/migrations');
  const migrations = (
    await Promise.all(
      (await filesIn(root, 'lead-service/migrations', /\.sql$/)).map((file) => readFile(path.join(migrationsDir, file), 'utf8')),
    )
  ).join('\n');
  const privacyPolicy = await readFile(path.join(root, 'content/src/legal/datenschutz.ts'), 'utf8').catch(() => '');
  const missing: string[] = [];
  for (const { kind, file, entry } of kinds) {
    const of = `the form kind '${kind}' (forms/src/${file})`;
    if (!pageCopies.has(kind))
      missing.push(
        `${of} has no page copy: write content/src/form-pages/${kind}.ts (export const formPage = defineFormPage({ kind: '${kind}', … })).`,
      );
    const descriptor = descriptors.find(({ source }) => source.includes(`'@sichtwerk/forms/${kind}-schema'`));
    if (!descriptor || !/^export const \w+ = defineLeadForm\(/m.test(descriptor.source)) {
      missing.push(
        `${of} has no descriptor: write lead-service/src/kinds/${kind}s/form.ts (export const … = defineLeadForm({ declaration, … }), with the declaration imported from '@sichtwerk/forms/${kind}-schema').`,
      );
    } else {
      const folderSources = await Promise.all(
        (await readdir(path.join(kindsDir, descriptor.folder))).map((name) =>
          readFile(path.join(kindsDir, descriptor.folder, name), 'utf8').catch(() => ''),
        ),
      );
      const table = /defineLeadTable\(\{\s*name:\s*'(\w+)'/.exec(folderSources.join('\n'))?.[1];
      if (table && !new RegExp(`CREATE TABLE (IF NOT EXISTS )?${table}\\b`, 'i').test(migrations))
        missing.push(
          `${of} has no table: no migration creates ${table}; write lead-service/migrations/<next number>_${table}.sql with its own fields.`,
        );
    }
    if (!privacyPolicy.includes(`formLink('${entry.page}')`))
      missing.push(
        `${of} has no privacy section: add a formSection with heading \`Formular \${formLink('${entry.page}')}\` to content/src/legal/datenschutz.ts (and its date in legal-dates.ts).`,
      );
  }
  return missing;
}

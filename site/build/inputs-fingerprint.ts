/**
 * One hash over the content of every file under the given folders and files (outputs, caches and tests left
 * out), for steps that may skip their work when nothing they read has changed: `npm start`'s build
 * (scripts/build-if-changed.ts) and the product pictures (scripts/render-pictures.ts). Content, not mtimes: a
 * checkout or a copy that touches files without changing them costs nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Outputs, caches and test folders: none of them changes what a build makes. */
const skippedDirs = new Set(['node_modules', 'dist', '.generated', '.cache', '.data', 'e2e', 'test-results', 'playwright-report']);
const skipped = (name: string) => /\.test\.tsx?$/.test(name) || name.startsWith('dist-');

function* filesUnder(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (skipped(child.name)) continue;
    if (child.isDirectory() && !skippedDirs.has(child.name)) yield* filesUnder(path.join(entry, child.name));
    else if (child.isFile()) yield path.join(entry, child.name);
  }
}

/** `entries` are absolute folders or files; `extra` lines (e.g. environment values) go into the hash as well. */
export function inputsFingerprint(root: string, entries: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const file of entries.flatMap((entry) => [...filesUnder(entry)]).sort()) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const line of extra) hash.update(`${line}\0`);
  return hash.digest('hex');
}

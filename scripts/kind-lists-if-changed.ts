/**
 * The first step of `npm start` and `npm run build`: the kinds' lists (scripts/write-kind-lists.ts) are written
 * again only when a file they could be written from has changed since the last time. Writing them through npm
 * cost 1.3–2 s of every start (npm, another Node, the forms' schemas, and Biome formatting each list in a
 * process of its own), yet they change only when a kind is added or edited. "Could be": the whole source
 * folders the writer reads from (forms/src, content/src, the service's kinds in lead-service/src/kinds) and the
 * lists it writes there (lead-service/src/lead-forms.gen.ts beside them), and the writer. The fingerprint lives in node_modules/.cache, so `npm ci` starts afresh.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsFingerprint } from '../site/build/inputs-fingerprint.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const inputs = [
  'forms/src',
  'content/src',
  'lead-service/src/kinds',
  'lead-service/src/lead-forms.gen.ts',
  'scripts/write-kind-lists.ts',
].map((entry) => path.join(root, entry));
const stampFile = path.join(root, 'node_modules', '.cache', 'sichtwerk', 'kind-lists.inputs');

export async function writeKindListsIfChanged(): Promise<void> {
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === inputsFingerprint(root, inputs)) return;
  // The writer is a script: importing it writes the lists (and names each one it changed), or throws.
  await import('./write-kind-lists.ts');
  mkdirSync(path.dirname(stampFile), { recursive: true });
  // Taken after the writing, since the lists it wrote lie in the folders it reads.
  writeFileSync(stampFile, `${inputsFingerprint(root, inputs)}\n`);
}

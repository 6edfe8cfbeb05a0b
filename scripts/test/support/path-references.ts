/**
 * The file and folder paths a piece of prose names, and whether the repository holds them. A path counts as held
 * when it exists from the repository root, from the folder of the file that names it, as the tail of a
 * repository path (`kind-kit/spam.ts` in lead-service/README.md means lead-service/src/kind-kit/spam.ts), or inside an
 * installed package (`bullmq/dist/…`). Placeholders (`<kind>/form.ts`, `NNN_name.sql`, `*.Dockerfile`, `x.js`)
 * and paths that only exist at run time (`.data/…`, `DATA_DIR/…`) are not paths to check.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const extensions = 'ts|tsx|js|mjs|cjs|json|md|mdx|sql|css|ya?ml|sh|Dockerfile';
const pathPattern = new RegExp(
  String.raw`(?<![\w./:@~<>{}*\\-])(?:` +
    // a file: optional folders, a name, a known extension
    String.raw`[\w.@<>{}*…+\[\]-]*(?:/[\w.<>{}*…+\[\]-]*)*\.(?:${extensions})(?![\w-])` +
    // or a folder: at least two segments and a trailing slash
    String.raw`|[\w.@+\[\]-]+(?:/[\w.+\[\]-]+)+/(?![\w<])` +
    ')',
  'g',
);
const placeholder = /[<>{}*…]|NNN|(?:^|\/)(?:x|foo|bar)\.\w+$/;
const runtimeOnly = /^(?:\.data|[A-Z][A-Z0-9_]*|dist|node_modules)\//;

export interface PathReference {
  /** Line within the piece of prose, counted from 0. */
  lineOffset: number;
  path: string;
}

export function pathsIn(text: string): PathReference[] {
  const found: PathReference[] = [];
  for (const match of text.matchAll(pathPattern)) {
    const candidate = match[0].replace(/\.$/, '');
    if (placeholder.test(candidate) || runtimeOnly.test(candidate)) continue;
    // Product names such as Node.js are no files, and `.ts` alone is a kind of file.
    if (!candidate.includes('/') && (/^[A-Z][a-z]+\.js$/.test(candidate) || /^\.\w+$/.test(candidate))) continue;
    found.push({ lineOffset: text.slice(0, match.index).split('\n').length - 1, path: candidate });
  }
  return found;
}

/** Answers "does the repository hold this path?" for the files and folders it lists. */
export function pathIndex(repoRoot: string, files: readonly string[]): (reference: string, from: string) => boolean {
  const known = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    // The path, its folders and every tail of each: `lead-service/src/kind-kit/spam.ts`, `kind-kit/spam.ts`, `src/kind-kit/`, …
    for (let end = parts.length; end > 0; end -= 1) {
      for (let start = 0; start < end; start += 1) known.add(parts.slice(start, end).join('/') + (end < parts.length ? '/' : ''));
    }
  }
  return (reference, from) => {
    if (known.has(reference)) return true;
    const relative = path.posix.normalize(path.posix.join(path.posix.dirname(from), reference));
    if (known.has(relative) || known.has(`${relative}/`)) return true;
    return !reference.startsWith('.') && existsSync(path.join(repoRoot, 'node_modules', reference));
  };
}

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mdx?|ya?ml|sh|css)$|Caddyfile|Dockerfile/.test(file) && !file.startsWith('scripts/test/'));
const decisions = readFileSync(path.join(repoRoot, 'docs/decisions.md'), 'utf8');

describe('when a new maintainer follows a comment to the decision behind the code', () => {
  it('then no file points at a decisions file or a spec the repository does not hold', () => {
    const offenders = trackedFiles.filter((file) => /DECISIONS\.md|spec points? \d/.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('then every section a comment names ("docs/decisions.md: Pages") exists in docs/decisions.md', () => {
    const sections = new Set(
      [...decisions.matchAll(/^## (.+)$|^- \*\*([^*]+)\*\*:/gm)].map((match) => (match[1] ?? match[2] ?? '').trim()),
    );
    const cited = new Map<string, string>();
    for (const file of trackedFiles) {
      for (const match of readFileSync(path.join(repoRoot, file), 'utf8').matchAll(
        /docs\/decisions\.md: ((?:[A-Z][a-z]+(?:, | and )?)+)/g,
      )) {
        for (const name of (match[1] ?? '').split(/, | and /).filter(Boolean)) cited.set(name, file);
      }
    }
    expect(cited.size).toBeGreaterThan(0);
    for (const [name, file] of cited) expect(sections.has(name), `${file} cites "${name}"`).toBe(true);
  });
});

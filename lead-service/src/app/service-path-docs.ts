/**
 * The two files that name the lead service's paths, as they should read: the Caddyfile's matcher of what goes
 * to the service, and the table in infra/README.md of what the API's origin must answer. `npm run config:docs`
 * writes them; test/service-paths.test.ts names any path either of them lacks.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceBetween } from '../platform/config/config-docs.ts';
import type { DocFile } from '../platform/config/config-doc-files.ts';
import type { ServedPaths } from '../platform/http/service-path.ts';
import { publicPatternsOf } from './service-paths.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const caddyfilePath = path.join(repoRoot, 'infra', 'Caddyfile');
export const infraReadmePath = path.join(repoRoot, 'infra', 'README.md');

/** The line of the Caddyfile whose tokens after `path` are the forwarded patterns. */
export const caddyMatcherLine = /^(\t@lead_service path) (.*)$/m;

export const pathTableMarkers = {
  start: '<!-- generated: lead-service paths (npm run config:docs) -->',
  end: '<!-- end of generated paths -->',
} as const;

/** The patterns the Caddyfile's matcher forwards today, as written. */
export function caddyfilePatterns(caddyfile: string): readonly string[] {
  const line = caddyMatcherLine.exec(caddyfile);
  if (!line) throw new Error('infra/Caddyfile: the matcher line "@lead_service path …" is missing');
  return (line[2] ?? '').trim().split(/\s+/);
}

export function renderPathTable(paths: readonly ServedPaths[]): string {
  const rows = paths.map(
    (entry) =>
      `| ${entry.patterns.map((pattern) => `\`${pattern}\``).join(' ')} | ${entry.serves} | ${
        entry.internal ? 'no: the private network only' : 'yes'
      } |`,
  );
  return ['| paths | what the lead service answers there | public |', '| --- | --- | --- |', ...rows].join('\n');
}

export async function servicePathDocFiles(paths: readonly ServedPaths[]): Promise<DocFile[]> {
  const caddyfile = await readFile(caddyfilePath, 'utf8');
  if (!caddyMatcherLine.test(caddyfile)) throw new Error('infra/Caddyfile: the matcher line "@lead_service path …" is missing');
  const readme = await readFile(infraReadmePath, 'utf8');
  return [
    {
      path: caddyfilePath,
      current: caddyfile,
      expected: caddyfile.replace(caddyMatcherLine, (_line, start: string) => `${start} ${publicPatternsOf(paths).join(' ')}`),
    },
    {
      path: infraReadmePath,
      current: readme,
      expected: replaceBetween(readme, pathTableMarkers, renderPathTable(paths), 'infra/README.md'),
    },
  ];
}

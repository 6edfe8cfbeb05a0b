/**
 * The two files that document the variables, as they should read: what `npm run config:docs` writes and
 * what the drift test compares.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigVariables } from './config-variable.ts';
import { generatedMarkers, renderEnvExampleBlock, renderReadmeTable, replaceBetween } from './config-docs.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export interface DocFile {
  path: string;
  current: string;
  expected: string;
}

/** `variables`: the service's and the kinds' (load-config.ts allVariablesOf). */
export async function configDocFiles(variables: ConfigVariables): Promise<DocFile[]> {
  const files = [
    { file: 'README.md', markers: generatedMarkers.readme, body: renderReadmeTable(variables) },
    { file: '.env.example', markers: generatedMarkers.envExample, body: renderEnvExampleBlock(variables) },
  ];
  return Promise.all(
    files.map(async ({ file, markers, body }) => {
      const filePath = path.join(repoRoot, file);
      const current = await readFile(filePath, 'utf8');
      return { path: filePath, current, expected: replaceBetween(current, markers, body, file) };
    }),
  );
}

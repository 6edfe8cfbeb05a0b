/** `npm run config:docs`: rewrites the generated configuration parts of README.md and .env.example. */
import { writeFile } from 'node:fs/promises';
import { configDocFiles } from '../src/config/config-doc-files.ts';

for (const file of await configDocFiles()) {
  if (file.current === file.expected) continue;
  await writeFile(file.path, file.expected);
  console.log(`updated ${file.path}`);
}

/**
 * `npm run config:docs`: rewrites the generated configuration parts of README.md and .env.example, and the lead
 * service's paths in infra/Caddyfile (its matcher) and infra/README.md (their table).
 */
import { writeFile } from 'node:fs/promises';
import { configDocFiles } from '../src/platform/config/config-doc-files.ts';
import { kindVariablesOf } from '../src/platform/config/kind-settings.ts';
import { allVariablesOf } from '../src/platform/config/load-config.ts';
import { leadForms } from '../src/lead-forms.ts';
import { servicePathDocFiles } from '../src/app/service-path-docs.ts';
import { servicePathsOf } from '../src/app/service-paths.ts';

for (const file of [
  ...(await configDocFiles(allVariablesOf(kindVariablesOf(leadForms)))),
  ...(await servicePathDocFiles(servicePathsOf(leadForms))),
]) {
  if (file.current === file.expected) continue;
  await writeFile(file.path, file.expected);
  console.log(`updated ${file.path}`);
}

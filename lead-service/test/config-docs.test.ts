import { describe, expect, it } from 'vitest';
import { configDocFiles } from '../src/platform/config/config-doc-files.ts';
import { kindVariablesOf } from '../src/platform/config/kind-settings.ts';
import { allVariablesOf, configVariablesOf } from '../src/platform/config/load-config.ts';
import { leadForms } from '../src/lead-forms.ts';

const kindVariables = kindVariablesOf(leadForms);
const variables = allVariablesOf(kindVariables);

describe('when an operator looks up a setting of the lead service', () => {
  it('then the README table and .env.example say exactly what platform/config/variables.ts says (run `npm run config:docs` after a change)', async () => {
    for (const file of await configDocFiles(variables)) {
      expect(file.current, file.path).toBe(file.expected);
    }
  });

  it('then the README has a row, with its default and meaning, for every variable the service reads', async () => {
    const readme = (await configDocFiles(variables)).find((file) => file.path.endsWith('README.md'));
    for (const name of configVariablesOf(kindVariables)) {
      expect(readme?.current, name).toMatch(new RegExp(`^\\| \`${name}\` \\| [^|]+ \\| .{10,} \\|$`, 'm'));
    }
  });
});

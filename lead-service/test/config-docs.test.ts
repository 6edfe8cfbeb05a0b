import { describe, expect, it } from 'vitest';
import { configDocFiles } from '../src/config/config-doc-files.ts';
import { configVariables } from '../src/config/load-config.ts';

describe('when an operator looks up a setting of the lead service', () => {
  it('then the README table and .env.example say exactly what config/variables.ts says (run `npm run config:docs` after a change)', async () => {
    for (const file of await configDocFiles()) {
      expect(file.current, file.path).toBe(file.expected);
    }
  });

  it('then the README has a row, with its default and meaning, for every variable the service reads', async () => {
    const readme = (await configDocFiles()).find((file) => file.path.endsWith('README.md'));
    for (const name of configVariables) {
      expect(readme?.current, name).toMatch(new RegExp(`^\\| \`${name}\` \\| [^|]+ \\| .{10,} \\|$`, 'm'));
    }
  });
});

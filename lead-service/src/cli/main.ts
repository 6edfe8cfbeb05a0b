/**
 * `npm run leads -- <command>`: the operator's tool for leads (list, show, export, erase, purge); see
 * run-cli.ts for the commands and lead-service/README.md for examples.
 */
import { leadForms } from '../lead-forms.ts';
import { createLeadRegistry } from '../kind-kit/registry.ts';
import { runCli } from './run-cli.ts';

const code = await runCli(createLeadRegistry(leadForms), process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
// Wait for stdout to drain (a large export piped into a file) before leaving with the code.
process.stdout.write('', () => process.exit(code));

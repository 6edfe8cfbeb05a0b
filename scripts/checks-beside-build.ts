/**
 * `npm test`'s first step after the kind lists: lint and the type check beside `npm run build`, instead of the
 * build waiting for them. tsc and depcruise run on one core and the build's chain mostly on one, so on CI's two
 * cores the build's time is no longer added to theirs. They share nothing: lint and the type check read the
 * sources and leave out every dist/, the build writes dist/, site/.generated and site/.cache (the kind
 * lists are written before this step, by `npm run kinds`), and the short-lived bundles of the config files it loads
 * (`*.build-<hash>.mjs`, `*.timestamp-*.mjs`), which .gitignore keeps from Biome and .dependency-cruiser.cjs from
 * depcruise. The build's ~300 lines are kept back and shown only
 * when it fails, so the checks' findings stay readable; the exit code is the first failure's.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

function run(command: string, quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      // The tail is enough to see why a build failed; bounded so a runaway log cannot fill the memory.
      output = `${output}${chunk.toString()}`.slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const [checks, build] = await Promise.all([run('npm run lint && npm run typecheck', false), run('npm run build', true)]);
if (build.code !== 0) {
  process.stdout.write(build.output);
  console.error('npm run build ist fehlgeschlagen (Ausgabe oben).');
} else {
  console.log(`Build fertig neben Lint und Typprüfung (${Math.round((Date.now() - started) / 1000)} s für beides).`);
}
process.exitCode = checks.code || build.code;

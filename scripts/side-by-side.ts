/**
 * Two commands of `npm test` at once, for the machine's idle time: one command's output goes out as it comes, the
 * other's is kept and written in one piece when it ends (or only when it fails), so neither's lines are torn
 * apart. The exit code is the first failure's. Used by checks-beside-build.ts and unit-beside-browser.ts.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** What a kept command may write before its oldest lines are dropped: ~10× a full vitest run's output. */
const keptBytes = 4_000_000;

type Finished = { code: number; output: string };

function run(command: string, keep: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', keep ? 'pipe' : 'inherit', keep ? 'pipe' : 'inherit'] });
    let output = '';
    const append = (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`;
      if (output.length > keptBytes) output = `… (ältere Ausgabe gekürzt)\n${output.slice(-keptBytes)}`;
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export type SideBySide = {
  /** Runs with its output shown as it comes. */
  shown: string;
  /** Runs beside it; its output is written when it ends, always or only when it fails. */
  kept: { command: string; show: 'always' | 'on-failure'; failed: string };
};

/** Runs both, writes the kept output as said, and returns the exit code for the process (0 when both passed). */
export async function runSideBySide({ shown, kept }: SideBySide): Promise<number> {
  const [shownRun, keptRun] = await Promise.all([
    run(shown, false),
    run(kept.command, true).then((finished) => {
      if (kept.show === 'always' || finished.code !== 0) process.stdout.write(finished.output);
      if (finished.code !== 0) console.error(kept.failed);
      return finished;
    }),
  ]);
  return shownRun.code || keptRun.code;
}

/**
 * `npm run build`: the form kinds' lists when they may be stale (kind-lists-if-changed.ts), then the site and
 * the desk, side by side. Those two share no output (the desk imports the site's components from source, never
 * site/dist), and on two cores the desk's ~2 s fit beside the site's longer chain instead of after it. When one
 * fails the other is stopped, and the exit code is the first failure's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeKindListsIfChanged } from './kind-lists-if-changed.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

// Both builds read the form kinds' lists: written first, in this process, when a kind's file changed.
await writeKindListsIfChanged();

// Each in its own process group, so a stop reaches Vite's and tsx's children as well.
const builds = ['site', 'desk'].map((workspace) =>
  spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', detached: true }),
);

const stopGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Exited between the check and the signal.
  }
};

// Detached groups do not get the terminal's Ctrl+C: pass it on, and stop waiting for them only once they exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    process.exitCode = 130;
    for (const build of builds) stopGroup(build, signal);
  });
}

await Promise.all(
  builds.map(
    (build) =>
      new Promise<void>((resolve) => {
        build.once('exit', (code, signal) => {
          if ((code !== 0 || signal) && !process.exitCode) {
            process.exitCode = code || 1;
            for (const other of builds) stopGroup(other, 'SIGTERM');
          }
          resolve();
        });
      }),
  ),
);

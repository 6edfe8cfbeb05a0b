/**
 * `npm run bench:start`: how long a developer waits. Measures, one after the other and each in a fresh temporary
 * DATA_DIR:
 *   cold build     `npm run build` without site/dist, desk/dist and the picture caches, as in a fresh clone;
 *   first start    `npm start` right after it (nothing to build, a new embedded database to migrate), to the
 *                  first 200 on `/`;
 *   second start   `npm start` again with the same data, to the first 200 on `/`;
 *   dev            `npm run dev`, to the first 200 on `/` from Vite.
 * It prints the figures with the load average at the time, since on a shared machine they say as much about the
 * neighbours as about the code, and (on Linux) the CPU seconds the started processes had used by the first 200,
 * which a busy machine stretches far less than the wall time (for the build: the CPU its whole process tree
 * used). Targets (issue 35): cold build ≤ 15 s, second start ≤ 3 s, dev ≤ 10 s; they are printed beside the
 * figures and change no exit code. `--runs N` repeats the starts (median, min–max);
 * `--keep-caches` leaves the picture caches in place (a rebuild after a source change); `--no-build` measures
 * only the starts (building first only if a source changed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1]) || 3) : 3;
const keepCaches = process.argv.includes('--keep-caches');
const noBuild = process.argv.includes('--no-build');
/** A start that takes longer than this is reported as failed rather than waited for. */
const startBoundMs = 120_000;
const stopBoundMs = 20_000;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The environment of a developer's shell without the variables that would point the service elsewhere. */
function developerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, SITE_OUT_DIR: _out, ...env } = process.env;
  return { ...env, LOG_LEVEL: 'warn', ...extra };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group, so the whole tree (npm, node, Vite's esbuild) is stopped together.
  return spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const bound = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), stopBoundMs);
  await exited;
  clearTimeout(bound);
}

const clockTicks = 100;
/** CPU seconds used so far by a process and its descendants, with their waited-for children (Linux /proc). */
function treeCpuSeconds(root: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state is field 3, the parent 4, utime..cstime 14–17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    processes.set(Number(entry), { parent: Number(fields[1]), ticks });
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; hops += 1) {
      if (current === root) return true;
      current = processes.get(current)?.parent ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: own }] of processes) if (inTree(pid)) ticks += own;
  return ticks / clockTicks;
}

interface Timed {
  ms: number;
  cpuSeconds: number | undefined;
}

/** Milliseconds from the spawn to the first 200 on `url`, and the CPU the started processes had used by then. */
async function untilFirstOk(child: ChildProcess, url: string, startedAt: number): Promise<Timed> {
  while (performance.now() - startedAt < startBoundMs) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { ms: performance.now() - startedAt, cpuSeconds: child.pid === undefined ? undefined : treeCpuSeconds(child.pid) };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${child.spawnargs.join(' ')}: no 200 on ${url} within ${startBoundMs / 1000} s`);
}

async function timeStart(args: string[], env: Record<string, string>, port: number): Promise<Timed> {
  const startedAt = performance.now();
  const child = run('npm', args, developerEnv(env));
  try {
    return await untilFirstOk(child, `http://127.0.0.1:${port}/`, startedAt);
  } finally {
    await stop(child);
  }
}

/** CPU seconds of this process's waited-for descendants so far (Linux /proc), e.g. a build that has exited. */
function reapedChildrenCpuSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / clockTicks;
}

async function timeBuild(): Promise<Timed> {
  for (const dir of noBuild ? [] : ['site/dist', 'desk/dist', ...(keepCaches ? [] : ['site/.cache', 'site/.generated'])]) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  const cpuBefore = reapedChildrenCpuSeconds();
  const startedAt = performance.now();
  // Through npm start's own build step, so the fingerprint it writes lets the starts below skip the build.
  const child = run(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], developerEnv({}));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  const ms = performance.now() - startedAt;
  const cpuAfter = reapedChildrenCpuSeconds();
  return { ms, cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
function summary(samples: Timed[]): string {
  const walls = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const cpus = samples.flatMap((sample) => (sample.cpuSeconds === undefined ? [] : [sample.cpuSeconds]));
  const wall =
    walls.length > 1
      ? `${seconds(median(walls))} (median of ${walls.length}, ${seconds(walls[0] ?? 0)}–${seconds(walls.at(-1) ?? 0)})`
      : seconds(median(walls));
  return cpus.length > 0 ? `${wall}, CPU ${median(cpus).toFixed(2)} s` : wall;
}

const rows: Array<[string, string, string, string]> = [];
const record = (name: string, figure: string, target: string) => {
  rows.push([name, figure, target, load()]);
  console.log(`${name}: ${figure} (target ${target}; load average ${load()})`);
};

console.log(`bench:start on ${root} (load average ${load()})`);
const built = await timeBuild();
if (!noBuild) record(keepCaches ? 'build (picture caches kept)' : 'cold build', summary([built]), '≤ 15 s');

const dataDir = mkdtempSync(path.join(tmpdir(), 'sichtwerk-bench-start-'));
try {
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, QUEUE_PREFIX: `bench-start-${process.pid}` };
  record('first start (new database)', summary([await timeStart(['start'], env, port)]), '–');
  const starts: Timed[] = [];
  for (let run = 0; run < runs; run += 1) starts.push(await timeStart(['start'], env, port));
  record('second start', summary(starts), '≤ 3 s');

  const devPort = await freePort();
  const devApiPort = await freePort();
  const devEnv = { ...env, PORT: String(devPort), DEV_API_PORT: String(devApiPort) };
  const devs: Timed[] = [];
  for (let run = 0; run < runs; run += 1) devs.push(await timeStart(['run', 'dev'], devEnv, devPort));
  record('npm run dev', summary(devs), '≤ 10 s');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nwhat                          figure                                                 target   load average (1 5 15 min)');
for (const [name, figure, target, average] of rows) console.log(`${name.padEnd(30)}${figure.padEnd(55)}${target.padEnd(9)}${average}`);

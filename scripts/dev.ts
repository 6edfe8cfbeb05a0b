/**
 * `npm run dev`: the site with hot reload (Vike's dev server on PORT, default 3000) and the lead service in
 * watch mode (on DEV_API_PORT, default 3001) together. Vite proxies the lead service's public paths to it —
 * the list Caddy forwards too (lead-service/src/app/service-paths.ts), handed to Vite here (site/build/dev-proxy.ts) — so the
 * forms, the confirmation step, the booking and result pages and the desk work exactly as behind Caddy, and the
 * links in the outbox's mails (SITE_URL: the Vite origin) open through it. The lead service uses the same
 * embedded defaults as `npm start` (PGlite, local Redis, .eml outbox) unless DATABASE_URL and friends are set.
 * Ctrl+C stops both gracefully, within a bound; if one of them exits, the other is stopped too.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { leadForms } from '../lead-service/src/lead-forms.ts';
import { devProxyKeysOf, publicPatternsOf, servicePathsOf } from '../lead-service/src/app/service-paths.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const sitePort = process.env.PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;
const servicePaths = servicePathsOf(leadForms);
/** How long the children get for their graceful stop (the lead service finishes requests in flight). */
const stopWithinMs = 15_000;

// Each child runs in its own process group, so Ctrl+C reaches it once, from here: a second signal would make
// `tsx watch` force-kill the lead service in the middle of its graceful stop. Their stdin is closed because a
// background process group reading the terminal would be stopped by it (Vite's key shortcuts need the
// terminal; Ctrl+C and a saved file are all this loop uses).
const leadService = spawn(bin('tsx'), ['watch', '--clear-screen=false', 'lead-service/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  // The mails' links (result, booking, desk) name the Vite origin, which forwards them.
  env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', SITE_URL: process.env.SITE_URL ?? `http://localhost:${sitePort}` },
});
// The pages import the generated product pictures and article headers, so they exist before Vite starts; the
// lead service starts meanwhile (render-pictures skips the drawing when nothing it draws from changed).
// Ctrl+C meanwhile reaches the check (same process group) and this runner, which then stops the lead service too.
const ignoreWhileChecking = () => undefined;
process.on('SIGINT', ignoreWhileChecking);
// Node with tsx's loader, not the tsx CLI, which would start a second Node for the same check.
const pictures = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/render-pictures.ts'], { cwd: `${root}site`, stdio: 'inherit' });
process.off('SIGINT', ignoreWhileChecking);
if (pictures.signal) {
  const stopped = new Promise((resolve) => leadService.once('exit', resolve));
  leadService.kill('SIGINT');
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, stopWithinMs))]);
  if (leadService.pid !== undefined && leadService.exitCode === null) process.kill(-leadService.pid, 'SIGKILL');
  process.exit(130);
}

const children: ChildProcess[] = [
  leadService,
  // strictPort is a Vite setting, not a Vike CLI option: Vike passes VITE_CONFIG to Vite, merged over vite.config.ts.
  spawn(bin('vike'), ['dev', '--port', sitePort], {
    cwd: `${root}site`,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      DEV_API_TARGET: apiTarget,
      DEV_API_PATHS: JSON.stringify(devProxyKeysOf(servicePaths)),
      VITE_CONFIG: JSON.stringify({ server: { strictPort: true } }),
    },
  }),
];

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

let stopping = false;
function stopAll(code: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (running(child)) child.kill(signal);
  // Whatever has not stopped by then is killed with its whole process group (tsx's child, Vite's esbuild).
  setTimeout(killAll, stopWithinMs).unref();
}

/** After the bound of the graceful stop, or when this runner itself exits. */
function killAll(): void {
  for (const child of children) {
    if (!running(child) || child.pid === undefined) continue;
    console.error(`Sichtwerk dev: ${child.spawnargs.slice(0, 2).join(' ')} killed before it stopped by itself`);
    process.kill(-child.pid, 'SIGKILL');
  }
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
// Ctrl+C often arrives twice (from the terminal and relayed by npm and tsx); each child still gets one signal.
process.on('SIGINT', () => stopAll(0, 'SIGINT'));
process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));
// A crash of this runner must not leave the detached children behind.
process.once('exit', killAll);
console.log(
  `Sichtwerk dev: Website http://localhost:${sitePort} (Vite, hot reload) · Lead-Service ${apiTarget} (Vite leitet ${publicPatternsOf(servicePaths).join(' ')} dorthin)`,
);

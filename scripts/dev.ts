/**
 * `npm run dev`: the site with hot reload (Vike's dev server on PORT, default 3000) and the lead service in
 * watch mode (on DEV_API_PORT, default 3001) together. Vite proxies /api, /healthz, /readyz and /admin to the
 * lead service (site/vite.config.ts), so the forms work exactly as behind Caddy. The lead service uses the same
 * embedded defaults as `npm start` (PGlite, local Redis, .eml outbox) unless DATABASE_URL and friends are set.
 * Ctrl+C stops both; if one of them exits, the other is stopped too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const sitePort = process.env.PORT ?? '3000';
const apiPort = process.env.DEV_API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

// The pages import the generated product pictures and article headers, so they exist before Vite starts.
spawnSync(bin('tsx'), ['scripts/render-pictures.ts'], { cwd: `${root}site`, stdio: 'inherit' });

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'lead-service/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vike'), ['dev', '--port', sitePort, '--strictPort'], {
    cwd: `${root}site`,
    stdio: 'inherit',
    env: { ...process.env, DEV_API_TARGET: apiTarget },
  }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The lead service finishes requests in flight on SIGTERM; after that, nothing keeps it.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000).unref();
  process.exitCode = code;
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
console.log(`Sichtwerk dev: site http://localhost:${sitePort} (hot reload), lead service ${apiTarget} behind /api`);

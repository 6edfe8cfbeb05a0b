/**
 * `npm start`'s build step: runs `npm run build` only when something the build reads has changed since the
 * last successful one, so a second start goes straight to the service. "Something" is the content of every
 * source file of the four workspaces the build reads (forms, content, site, desk; not their tests, outputs or
 * caches), the lockfile, and the environment variables the build bakes in. The fingerprint is written into
 * site/dist after a successful build, so deleting dist (or a failed build) means a build next time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsFingerprint } from '../site/build/inputs-fingerprint.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const inputs = ['forms', 'content', 'site', 'desk', 'package.json', 'package-lock.json', 'tsconfig.json'].map((entry) =>
  path.join(root, entry),
);
/** What the site build reads from the environment (content's site-url, Vite's VITE_*). */
const buildEnv = (env: NodeJS.ProcessEnv) =>
  Object.keys(env)
    .filter((name) => name === 'SITE_URL' || name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);

const stampFile = path.join(root, 'site', 'dist', '.build-inputs');
const outputs = [path.join(root, 'site', 'dist', 'client', 'index.html'), path.join(root, 'desk', 'dist', 'index.html')];

export const buildFingerprint = (env: NodeJS.ProcessEnv = process.env): string => inputsFingerprint(root, inputs, buildEnv(env));

function upToDate(fingerprint: string): boolean {
  if (!outputs.every((file) => existsSync(file)) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === fingerprint;
}

/** Builds when needed; false (with process.exitCode set) when the build failed. */
export function buildIfChanged(): boolean {
  // A build into another folder (SITE_OUT_DIR) is someone's explicit check: always build it.
  if (process.env.SITE_OUT_DIR) {
    process.exitCode = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
    return process.exitCode === 0;
  }
  // Taken before the build: a file saved while it runs makes the next start build again.
  const fingerprint = buildFingerprint();
  if (upToDate(fingerprint)) {
    console.log('Build ist aktuell (keine Quelle geändert) – starte ohne neuen Build.');
    return true;
  }
  // Vite's ~300 lines of asset sizes and its plugin timings say nothing to someone starting the product: they are
  // kept back and shown only when the build fails (`npm run build` still prints everything).
  console.log('Baue Website und Vertriebsdesk (beim ersten Start etwa eine Minute) …');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('Der Build ist fehlgeschlagen (Ausgabe oben) – der Dienst startet nicht.');
    process.exitCode = build.status ?? 1;
    return false;
  }
  writeFileSync(stampFile, `${fingerprint}\n`);
  console.log(`Build fertig in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildIfChanged();

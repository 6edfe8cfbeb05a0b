/**
 * Where a running `npm start` can be reached: the embedded PGlite's socket URL and the Redis it chose, written
 * to DATA_DIR/embedded.json while it runs, so `npm run leads` in a second terminal works on the same data
 * without anyone copying a port. Only loopback URLs without credentials are written.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedEndpoints {
  pid: number;
  databaseUrl?: string;
  redisUrl?: string;
}

const fileName = 'embedded.json';

export function writeEmbeddedEndpoints(dataDir: string, endpoints: Omit<EmbeddedEndpoints, 'pid'>): void {
  writeFileSync(path.join(dataDir, fileName), `${JSON.stringify({ pid: process.pid, ...endpoints })}\n`, { mode: 0o600 });
}

export function removeEmbeddedEndpoints(dataDir: string): void {
  rmSync(path.join(dataDir, fileName), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The endpoints of the `npm start` that owns DATA_DIR, if one is running; a file left by a crash is ignored. */
export function readEmbeddedEndpoints(dataDir: string): EmbeddedEndpoints | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(dataDir, fileName), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { pid, databaseUrl, redisUrl } = parsed as Record<string, unknown>;
  if (typeof pid !== 'number' || !isRunning(pid)) return undefined;
  return {
    pid,
    ...(typeof databaseUrl === 'string' ? { databaseUrl } : {}),
    ...(typeof redisUrl === 'string' ? { redisUrl } : {}),
  };
}

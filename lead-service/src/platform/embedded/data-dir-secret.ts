/**
 * A secret kept in DATA_DIR for a bare `npm start`: made once, then read by every process and every restart on
 * this machine, as the embedded database keeps its data there. Production sets its own secret instead.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export function dataDirSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  const read = () => {
    try {
      const text = readFileSync(file, 'utf8').trim();
      return secretPattern.test(text) ? text : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': the web process and the worker start together; whichever writes first wins, the other reads its secret.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = read();
  if (!made) throw new Error(`${file} holds no secret; delete it to make a new one`);
  return made;
}

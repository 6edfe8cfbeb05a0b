import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Gives a staff account the name visitors read as their adviser, as an operator does: `npm run users -- name`. */
export async function nameAdviser(username: string, displayName: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lead-service/src/cli/users-main.ts', 'name', username, displayName], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`npm run users -- name ${username}: ${code}\n${output}`);
}

/** Kills a child process with SIGKILL and waits for its exit; nothing to do when it is gone already. */
import type { ChildProcess } from 'node:child_process';

export async function killChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

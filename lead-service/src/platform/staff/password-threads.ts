/**
 * The scrypt work of password checks, kept apart from everything else the process does. node:crypto's
 * asynchronous scrypt runs on libuv's thread pool (4 threads), which also reads the site's files and does DNS
 * lookups: a few hundred logins once stalled /kontakt/ for seconds. Here the hashing runs on its own threads
 * (one per core beyond the first, at most two), and only a short queue may wait for them; beyond it a check
 * is refused at once (PasswordChecksBusyError, 503), so a flood costs neither unbounded memory (32 MiB per
 * running hash) nor time.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { PasswordChecksBusyError } from '../errors/password-checks-busy-error.ts';
import { typescriptWorker } from '../shared/typescript-worker.ts';

export interface ScryptRequest {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

export type ScryptAnswer = { key: Uint8Array } | { error: string };

export const passwordThreadCount = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Checks that may wait for a thread: a few hundred milliseconds of work, never a pile. */
export const passwordQueueLength = 8 * passwordThreadCount;
/** A check (thread start-up included, seconds on a busy host) that takes longer has a stuck thread. */
const checkTimeoutMs = 30_000;

const entry = new URL('./password-hash-thread.ts', import.meta.url);

interface Job {
  request: ScryptRequest;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

const idle: Worker[] = [];
const waiting: Job[] = [];
let threads = 0;

function run(thread: Worker, job: Job): void {
  // A thread holds the process open only while it works: an idle one must not keep `npm run users` alive.
  thread.ref();
  let settled = false;
  const finish = (outcome: () => void, keep: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    thread.off('message', onMessage);
    thread.off('error', onFailure);
    thread.off('exit', onFailure);
    if (keep) {
      thread.unref();
      idle.push(thread);
    } else {
      void thread.terminate();
    }
    outcome();
    pump();
  };
  const onMessage = (answer: ScryptAnswer) =>
    finish(() => ('key' in answer ? job.resolve(Buffer.from(answer.key)) : job.reject(new Error(answer.error))), true);
  const onFailure = (reason: unknown) =>
    finish(() => job.reject(reason instanceof Error ? reason : new Error(`password thread exited with ${String(reason)}`)), false);
  const timer = setTimeout(() => onFailure(new Error('password check timed out')), checkTimeoutMs);
  thread.on('message', onMessage);
  thread.once('error', onFailure);
  thread.once('exit', onFailure);
  thread.postMessage(job.request);
}

function startThread(): Worker {
  const thread = typescriptWorker(entry);
  threads += 1;
  thread.once('exit', () => {
    threads -= 1;
    const index = idle.indexOf(thread);
    if (index >= 0) idle.splice(index, 1);
    pump();
  });
  return thread;
}

function pump(): void {
  while (waiting.length > 0) {
    let thread = idle.pop();
    if (!thread && threads < passwordThreadCount) thread = startThread();
    if (!thread) return;
    run(thread, waiting.shift() as Job);
  }
}

/** The scrypt key, derived on a password thread; refused at once when the threads and their queue are full. */
export function scryptOffThread(request: ScryptRequest): Promise<Buffer> {
  const busy = threads - idle.length;
  if (busy + waiting.length >= passwordThreadCount + passwordQueueLength) return Promise.reject(new PasswordChecksBusyError());
  return new Promise((resolve, reject) => {
    waiting.push({ request, resolve, reject });
    pump();
  });
}

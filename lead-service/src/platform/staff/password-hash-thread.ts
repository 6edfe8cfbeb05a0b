/**
 * A password-check thread's entry (started by password-threads.ts): derives one scrypt key per message with
 * the synchronous call, so the work runs on this thread and never on libuv's shared pool, which serves the
 * site's files and the DNS lookups.
 */
import { scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { ScryptAnswer, ScryptRequest } from './password-threads.ts';

parentPort?.on('message', (request: ScryptRequest) => {
  let answer: ScryptAnswer;
  try {
    const { password, salt, keyLength, N, r, p, maxmem } = request;
    answer = { key: scryptSync(password, salt, keyLength, { N, r, p, maxmem }) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

/**
 * The id of the HTTP request being handled, for every log line written while handling it (the logger's mixin
 * reads it), so a request's lines and the lines about the lead it created share one id without a logger being
 * passed through every call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

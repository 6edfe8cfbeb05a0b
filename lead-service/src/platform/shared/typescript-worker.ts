/**
 * A worker thread that runs one of our TypeScript modules. Node 22.6+ strips types itself (the production
 * image) and imports the entry as it is; on Node 20 (developer machines, the tests) loader hooks do not reach
 * worker threads, so the thread imports it through tsx's API (tsx is there: it is what runs the service on
 * Node 20).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

function bootstrap(entry: string): string {
  if ((process.features as { typescript?: unknown }).typescript) return `import(${JSON.stringify(entry)});`;
  return `import('tsx/esm/api').then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
}

export function typescriptWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  return new Worker(bootstrap(entry.href), { ...options, eval: true });
}

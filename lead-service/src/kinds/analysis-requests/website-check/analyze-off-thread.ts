/**
 * Runs the HTML analysis in a worker thread, so no page can stall the event loop that answers /healthz and
 * the forms: the thread gets a hard time limit and a heap limit and is terminated when it runs over; at most
 * `maxThreads` run at once, the rest wait their turn (their number is bounded by the check worker's concurrency).
 */
import { typescriptWorker } from '../../../platform/shared/typescript-worker.ts';
import type { HtmlAnalysis } from './html-analysis.ts';

export const analysisTimeoutMs = 3_000;
/** Loading the thread's modules can take seconds on a busy host; it is not what the time limit is about. */
const startupTimeoutMs = 20_000;
const maxThreads = 2;

const entry = new URL('./html-analysis-thread.ts', import.meta.url);

let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= maxThreads) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function analyseInThread(html: string, timeoutMs: number): Promise<HtmlAnalysis> {
  return new Promise((resolve, reject) => {
    const thread = typescriptWorker(entry, { workerData: html, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void thread.terminate();
    };
    let timer = setTimeout(() => settle(() => reject(new Error('HTML analysis thread did not start'))), startupTimeoutMs);
    thread.on('message', (message: 'started' | HtmlAnalysis) => {
      if (message !== 'started') return settle(() => resolve(message));
      clearTimeout(timer);
      timer = setTimeout(() => settle(() => resolve({ limit: 'time' })), timeoutMs);
    });
    thread.once('error', (error) =>
      // A thread killed by its heap limit is a page too big to analyse, like one over the time limit.
      settle(() => ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ limit: 'elements' }) : reject(error))),
    );
    thread.once('exit', (code) => settle(() => reject(new Error(`HTML analysis thread exited with ${code}`))));
  });
}

/** The page's facts, or the bound it broke (time included); never blocks the calling thread. */
export async function analyzeHtmlOffThread(html: string, timeoutMs: number = analysisTimeoutMs): Promise<HtmlAnalysis> {
  const release = await slot();
  try {
    return await analyseInThread(html, timeoutMs);
  } finally {
    release();
  }
}

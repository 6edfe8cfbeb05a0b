/**
 * The worker thread's entry (started by analyze-off-thread.ts): says it is loaded, so the time limit counts
 * the analysis and not the start-up, then analyses the HTML it was given and answers once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeHtml } from './html-analysis.ts';

parentPort?.postMessage('started');
parentPort?.postMessage(analyzeHtml(String(workerData)));

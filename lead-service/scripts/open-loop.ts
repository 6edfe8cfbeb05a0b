/**
 * An open-loop load for `npm run bench:api`: posts leave at evenly spaced moments whether or not earlier ones
 * were answered, as visitors arrive, over at most `connections` keep-alive sockets; a post that finds every
 * socket busy waits for one. Each latency counts from the moment the post was due, so a stall shows in every post
 * that waited behind it (no coordinated omission).
 *
 * Not autocannon's `overallRate`: it gives each connection a quota per second and spends it back to back at the
 * start of the second (`reqsMadeThisSecond`, https://github.com/mcollina/autocannon/blob/master/lib/httpClient.js), so its "fixed rate" arrives as one
 * burst a second and its p99 is the closed loop's; its correction for coordinated omission also takes
 * `1 / rate` seconds as milliseconds.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './support/percentile.ts';

export interface OpenLoopOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Posts per second. */
  rate: number;
  seconds: number;
  connections: number;
}

/** The parts of autocannon's result the bench prints, so both kinds of phase share one table. */
export interface OpenLoopResult {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}

function post(agent: http.Agent, url: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + index * intervalMs;
    const wait = due - performance.now();
    // Timers fire at millisecond granularity: posts due within the same millisecond leave together.
    if (wait >= 1) await sleep(Math.floor(wait));
    inFlight.push(
      post(agent, url, options.headers, options.body).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const duration = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: { total: latencies.length + errors },
    duration,
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 },
    errors,
    non2xx,
  };
}

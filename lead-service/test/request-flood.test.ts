/**
 * A request's path is visitor input, and every request is logged. A flood of very long paths must cost the
 * log only a bounded amount of work per request, so the rest of the service keeps answering.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logger.ts';
import { maxLoggedPathLength } from '../src/platform/http/request-log.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const logged: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});
// LOG_LEVEL info, as in production: the masking of every logged string is the work under attack.
const fixture = useServiceFixture({ logger: createLogger({ level: 'info', destination: logSink }), worker: false, sweeper: false });

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('when a client floods the API with requests for very long paths', () => {
  it('then /healthz keeps answering at once, and each logged path is cut to a bounded length', async () => {
    const longPath = `/api/${'a'.repeat(16_200)}`;
    const floodStarted = performance.now();
    const flood = Array.from({ length: 20 }, () => fetch(`${fixture.service.url}${longPath}`).then((response) => response.status));
    // Asked while the flood is being answered and logged.
    const health = await timed(`${fixture.service.url}/healthz`);
    const statuses = await Promise.all(flood);
    const floodMs = performance.now() - floodStarted;

    expect(health.status).toBe(200);
    // A second on a quiet machine; on a loaded one, less than half the flood's own time: a log whose masking of a
    // long path blocked the event loop would answer /healthz only after the flood ahead of it.
    expect(health.ms).toBeLessThan(Math.max(1_000, floodMs / 2));
    expect(statuses.every((status) => status === 404)).toBe(true);

    const floodLines = logged
      .map((line) => JSON.parse(line) as { msg?: string; path?: string })
      .filter((line) => line.path?.startsWith('/api/aaa'));
    expect(floodLines).toHaveLength(statuses.length);
    for (const line of floodLines) expect(line.path!.length).toBeLessThanOrEqual(maxLoggedPathLength + 1);
  });
});

// autocannon ships no type definitions; this covers the part of its API the bench uses
// (https://github.com/mcollina/autocannon#api).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    amount?: number;
    duration?: number;
    pipelining?: number;
    sampleInt?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

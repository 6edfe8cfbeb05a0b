import { defineProject } from 'vitest/config';

// Integration tests against the machine's PostgreSQL and Redis; each file owns its database and queue prefix,
// so files run in parallel. Timeouts allow for process spawns and retries with backoff.
export default defineProject({
  test: {
    name: 'lead-service',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

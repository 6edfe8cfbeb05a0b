import { defineProject } from 'vitest/config';

// Integration tests against the machine's PostgreSQL and Redis; each file owns its database and queue prefix,
// so files run in parallel. The databases are copies of one migrated template, built once by the globalSetup
// (test/support/migrated-template.ts). Timeouts allow for process spawns and retries with backoff.
export default defineProject({
  test: {
    name: 'lead-service',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['test/support/template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { defineProject } from 'vitest/config';

// Integration tests against the machine's PostgreSQL and Redis; each file owns its database and queue prefix,
// so files run in parallel. The databases are copies of one migrated template, built once by the globalSetup
// (test/support/migrated-template.ts); the root config runs two at a time. Timeouts allow for process spawns and retries with backoff.
export default defineProject({
  test: {
    name: 'lead-service',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Each worker process runs file after file without loading the service's module graph again for each: with a fresh
    // process per file, importing express, BullMQ, pg, pino and the service's sources took most of a file's time
    // (8 files: 307 s isolated, 106 s shared, at load 23–31). The files share no state but the process-wide
    // thread pools the real service shares too: each owns its database, queue prefix, SMTP sink and port.
    isolate: false,
    globalSetup: ['test/support/template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

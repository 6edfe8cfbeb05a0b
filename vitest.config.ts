import { defineConfig } from 'vitest/config';
import { LongTestFilesFirst } from './scripts/long-test-files-first.ts';

export default defineConfig({
  test: {
    projects: ['forms', 'content', 'site', 'lead-service', { test: { name: 'repository', include: ['scripts/test/**/*.test.ts'] } }],
    // Two files at a time. Vitest's default for a run is one worker fewer than the cores, on CI's two cores one:
    // every file waited for the one before, though most of a lead-service story's time is spent waiting (for a
    // mail, a retry, a sweep, a child process) rather than computing. Each file owns its database, queue prefix,
    // SMTP sink, ports and temporary folders, so two run side by side. VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
    // The files that take a minute on their own start first instead of trailing the run (long-test-files-first.ts).
    sequence: { sequencer: LongTestFilesFirst },
  },
});

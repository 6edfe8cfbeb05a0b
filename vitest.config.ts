import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['content', 'site', 'lead-service', { test: { name: 'repository', include: ['scripts/test/**/*.test.ts'] } }],
  },
});

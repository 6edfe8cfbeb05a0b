import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['forms', 'content', 'site', 'lead-service', { test: { name: 'repository', include: ['scripts/test/**/*.test.ts'] } }],
  },
});

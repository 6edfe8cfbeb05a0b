import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['forms', 'content', 'site', 'lead-service'] },
});

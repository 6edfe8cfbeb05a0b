import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['content', 'site', 'lead-service'] },
});

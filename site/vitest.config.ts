import { defineProject } from 'vitest/config';

// Unit tests only; the browser suite in e2e/ runs under Playwright against the built site.
export default defineProject({
  test: { name: 'site', include: ['{build,lib,components}/**/*.test.{ts,tsx}'] },
});

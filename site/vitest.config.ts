import { defineProject } from 'vitest/config';

// Unit tests only; the browser suite in e2e/ runs under Playwright against the built site. Some of them run a
// whole Vite build (article images), which takes far longer than vitest's 5 s default on a loaded machine.
export default defineProject({
  test: { name: 'site', include: ['{build,lib,components}/**/*.test.{ts,tsx}'], testTimeout: 60_000 },
});

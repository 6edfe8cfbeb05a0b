import { defineConfig } from '@playwright/test';
import { localChromium } from './scripts/local-chromium.ts';

/**
 * Browser tests against the built site served by the real lead service (global-setup.ts).
 * Debian's Chromium only: browser downloads are impossible here (README.md, "The two commands").
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: localChromium.executablePath, args: [...localChromium.args] },
    locale: 'de-DE',
    trace: 'off',
  },
});

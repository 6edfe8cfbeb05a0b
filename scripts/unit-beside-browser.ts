/**
 * `npm test`'s last step: the vitest suites beside the browser tests, instead of one after the other. Each leaves
 * about a fifth to a third of CI's two cores idle while it waits (for a mail, a retry, a sweep, a page), and they
 * share nothing: every vitest file owns its database, queue prefix, SMTP sink, ports and folders, and the browser
 * tests start their own lead service with its own (site/e2e/support/global-setup.ts). Measured on this machine: 622 s
 * one after the other, 568 s side by side, both green. The browser tests' list is shown as it comes; vitest's report
 * is written in one piece when it ends.
 */
import { runSideBySide } from './side-by-side.ts';

const started = Date.now();
process.exitCode = await runSideBySide({
  shown: 'playwright test -c site/playwright.config.ts',
  kept: { command: 'vitest run', show: 'always', failed: 'vitest ist fehlgeschlagen (Bericht oben).' },
});
console.log(`vitest und die Browsertests nebeneinander: ${Math.round((Date.now() - started) / 1000)} s.`);

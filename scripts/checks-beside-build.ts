/**
 * `npm test`'s first step after the kind lists: lint and the type check beside `npm run build`, instead of the
 * build waiting for them. tsc and depcruise run on one core and the build's chain mostly on one, so on CI's two
 * cores the build's time is no longer added to theirs. They share nothing: lint and the type check read the
 * sources and leave out every dist/, the build writes dist/, site/.generated and site/.cache (the kind
 * lists are written before this step, by `npm run kinds`), and the short-lived bundles of the config files it loads
 * (`*.build-<hash>.mjs`, `*.timestamp-*.mjs`), which .gitignore keeps from Biome and .dependency-cruiser.cjs from
 * depcruise. The build's ~300 lines are kept back and shown only when it fails, so the checks' findings stay
 * readable.
 */
import { runSideBySide } from './side-by-side.ts';

const started = Date.now();
process.exitCode = await runSideBySide({
  shown: 'npm run lint && npm run typecheck',
  kept: { command: 'npm run build', show: 'on-failure', failed: 'npm run build ist fehlgeschlagen (Ausgabe oben).' },
});
if (process.exitCode === 0)
  console.log(`Build fertig neben Lint und Typprüfung (${Math.round((Date.now() - started) / 1000)} s für beides).`);

/**
 * The order `vitest run` hands its files to the two workers. Without a cache of earlier runs (CI's fresh clone)
 * vitest takes the projects by name and in each the largest files first; but the files that take a minute are small
 * ones that spend it in a process or an embedded database, so they came last: users-cli-fresh-data-dir.test.ts
 * ran alone from 512 s to 567 s of a 627 s run, then the repository's dev-runner (40 s) on one worker (load 7–11).
 * Here the projects go from the fewest files to the most, so the lead service's ~100 short files end the run and
 * even out the two workers, and within each project the long files listed below start first. A project stays
 * together: a worker that switches project starts a new process and imports that project's code again (a first
 * try that mixed projects lost 10–15 s at each switch). A file missing below only starts later, never is skipped.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, by their time in one `npm test` (2026-11-29, load 7–11); each ends with the path below its root. */
export const longTestFiles = [
  'lead-service/test/users-cli-fresh-data-dir.test.ts', // 60 s: migrates a new embedded database
  'lead-service/test/leads-cli-embedded.test.ts', // 54 s: the same, behind the started service
  'lead-service/test/desk-login-lockout.test.ts', // 44 s: hundreds of password checks
  'scripts/test/dev-runner.test.ts', // 40 s: `npm run dev` with its children
  'lead-service/test/desk-api.test.ts', // 37 s
  'lead-service/test/leads-cli.test.ts', // 36 s: two npm + tsx starts
  'lead-service/test/booking-flow.test.ts', // 36 s
  'lead-service/test/promise-reminders.test.ts', // 32 s
  'lead-service/test/sigterm-main.test.ts', // 24 s: the service as its own process, stopped and started
  'lead-service/test/fuzz-api.test.ts', // 23 s
  'lead-service/test/booking-desk.test.ts', // 23 s
  'lead-service/test/hostile-markup.test.ts', // 23 s
  'lead-service/test/api-crash.test.ts', // 19 s: a process killed mid-run
  'scripts/test/launch-check.test.ts', // 16 s
] as const;

function rankOf(spec: TestSpecification): number {
  const path = spec.moduleId.replaceAll('\\', '/');
  const rank = longTestFiles.findIndex((file) => path.endsWith(`/${file}`));
  return rank === -1 ? longTestFiles.length : rank;
}

export class LongTestFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const filesOf = new Map<string, number>();
    for (const spec of sorted) filesOf.set(spec.project.name, (filesOf.get(spec.project.name) ?? 0) + 1);
    const size = (spec: TestSpecification) => filesOf.get(spec.project.name) ?? 0;
    // Array.prototype.sort is stable: within a project the files not listed keep vitest's order among themselves.
    return sorted.sort(
      (a, b) =>
        size(a) - size(b) || (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) || rankOf(a) - rankOf(b),
    );
  }
}

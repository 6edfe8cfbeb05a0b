import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasProse, type Prose, proseOf } from './support/comment-text.ts';
import { pathIndex, pathsIn } from './support/path-references.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Tracked files and new ones not yet added, so a fresh file is checked before its first commit.
const repositoryFiles = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));
const prose = new Map<string, Prose[]>(
  repositoryFiles.filter(hasProse).map((file) => [file, proseOf(file, readFileSync(path.join(repoRoot, file), 'utf8'))]),
);
const decisions = readFileSync(path.join(repoRoot, 'docs/decisions.md'), 'utf8');

/**
 * Applied migrations are frozen: lead-service/src/platform/db/migrate.ts refuses to start a database whose applied file
 * changed, even in a comment. Their outdated pointers stay and are listed here (what they meant is in
 * docs/decisions.md: Entities); a new migration gets no such pass.
 */
const frozenMigrationFindings = new Set([
  'lead-service/migrations/001_contact_submissions.sql:1: "spec point"',
  'lead-service/migrations/002_contact_messages.sql:1: "spec point"',
  'lead-service/migrations/003_referrals.sql:1: "spec point"',
  'lead-service/migrations/004_cancellations.sql:1: "spec points"',
  // The check moved under its kind: lead-service/src/kinds/analysis-requests/website-check/.
  'lead-service/migrations/008_website_checks.sql:1: src/website-check/ does not exist',
  // The service's folders became its layers (docs/architecture.md "Layers"): leads/ split into kind-kit/ and
  // pipeline/, the kinds went under kinds/, staff sign-in under platform/staff/, reminders/ into pipeline/.
  'lead-service/migrations/005_spam_reason.sql:1: src/leads/form-protection.ts does not exist',
  'lead-service/migrations/005_spam_reason.sql:1: src/leads/spam.ts does not exist',
  'lead-service/migrations/005_spam_reason.sql:22: leads/pipeline-table.ts does not exist',
  'lead-service/migrations/009_spam_rules.sql:2: src/leads/spam.ts does not exist',
  'lead-service/migrations/009_spam_rules.sql:6: leads/pipeline-table.ts does not exist',
  'lead-service/migrations/010_lead_workflow.sql:24: src/leads/lead-events.ts does not exist',
  'lead-service/migrations/011_desk_users.sql:5: src/desk/password-hash.ts does not exist',
  'lead-service/migrations/011_desk_users.sql:29: src/desk/login-throttle.ts does not exist',
  'lead-service/migrations/012_desk_lead_source.sql:3: src/leads/lead-source.ts does not exist',
  'lead-service/migrations/013_promise_reminders.sql:1: src/reminders/ does not exist',
  'lead-service/migrations/017_callback_requests.sql:6: src/callback-requests/form.ts does not exist',
  'lead-service/migrations/018_desk_login_attempts.sql:1: src/desk/login-throttle.ts does not exist',
  'lead-service/migrations/027_analyses.sql:1: src/analysis-requests/analysis/ does not exist',
  'lead-service/migrations/027_analyses.sql:9: src/analysis-requests/analysis/analysis-content.ts does not exist',
  // Jobs are declared once (docs/architecture.md "Jobs"): the booking mails' sweep is part of booking-mail-job.ts.
  'lead-service/migrations/031_booking_mails_queued.sql:3: src/booking/booking-mail-sweep.ts does not exist',
  'lead-service/migrations/060_booking_handovers.sql:3: src/booking/booking-mail-sweep.ts does not exist',
]);
const unfrozen = (findings: string[]) => findings.filter((finding) => !frozenMigrationFindings.has(finding));

/** Where a pattern occurs in the comments and docs, as `file:line: match`. */
function occurrences(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const [file, pieces] of prose) {
    for (const piece of pieces) {
      for (const match of piece.text.matchAll(pattern)) {
        found.push(`${file}:${piece.line + piece.text.slice(0, match.index).split('\n').length - 1}: "${match[0]}"`);
      }
    }
  }
  return found;
}

function missingPaths(files: readonly string[], comments: Map<string, Prose[]>): string[] {
  const holds = pathIndex(repoRoot, files);
  const missing: string[] = [];
  for (const [file, pieces] of comments) {
    for (const piece of pieces) {
      for (const reference of pathsIn(piece.text)) {
        if (!holds(reference.path, file)) missing.push(`${file}:${piece.line + reference.lineOffset}: ${reference.path} does not exist`);
      }
    }
  }
  return missing;
}

describe('when a new maintainer follows a comment or a doc to the file it names', () => {
  it('then the repository holds every file and folder a comment or doc names', () => {
    expect(unfrozen(missingPaths(repositoryFiles, prose))).toEqual([]);
  });

  it('then a pointer to a file that is gone is reported with its file and line, and a path in a string is no comment', () => {
    const source = ["const url = 'https://example.com//lead-service/src/gone.ts';", '', '/**', ' * Set-up: DEVELOPERS.md', ' */'].join(
      '\n',
    );
    const comments = new Map([['site/example.ts', proseOf('site/example.ts', source)]]);
    expect(missingPaths(repositoryFiles, comments)).toEqual(['site/example.ts:4: DEVELOPERS.md does not exist']);
  });
});

describe('when a new maintainer follows a comment to the decision behind the code', () => {
  it('then no comment or doc leans on a document the repository does not hold', () => {
    // The product reading the site was built from lives outside this repository; what code relies on is restated in
    // docs/decisions.md, and a comment points there instead of at the outside document or one of its numbered items.
    expect(unfrozen(occurrences(/DECISIONS\.md|\.\.\/shared\/|\b[Tt]he spec\b|\bspec(?:'s)? points?\b|\bpoints? \d+\b/g))).toEqual([]);
  });

  it('then every section a comment names ("docs/decisions.md: Pages", docs/decisions.md "Brand") exists there', () => {
    const sections = new Set(
      [...decisions.matchAll(/^## (.+)$|^- \*\*([^*]+)\*\*:/gm)].map((match) => (match[1] ?? match[2] ?? '').trim()),
    );
    const cited = occurrences(/docs\/decisions\.md(?:: ((?:[A-Z][a-z]+(?:, | and )?)+)| "([^"]+)")/g);
    expect(cited.length).toBeGreaterThan(0);
    const unknown = cited.filter((where) => {
      const [, listed, quoted] = /docs\/decisions\.md(?:: (.+)| "(.+)")"$/.exec(where) ?? [];
      const names = quoted ? [quoted] : (listed ?? '').split(/, | and /).filter(Boolean);
      return names.some((name) => !sections.has(name));
    });
    expect(unknown).toEqual([]);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { claims } from '@sichtwerk/content/claims';
import { awardIssuerFacts, brandAddressFacts, companyFacts, type CompanyFact } from '@sichtwerk/content/company';
import { openDecisions } from '@sichtwerk/content/open-decisions';
import { testimonials } from '@sichtwerk/content/testimonials';
import { describe, expect, it } from 'vitest';
import { launchReport, type LaunchFacts } from '../launch-check/launch-blockers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `npm run launch-check` as an operator would, in the given environment. */
function runLaunchCheck(env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  const {
    FORM_TOKEN_SECRET: _secret,
    BOOKING_LINK_SECRET: _bookingSecret,
    ADMIN_USER: _user,
    ADMIN_PASSWORD: _password,
    SITE_URL: _site,
    MAIL_FROM: _from,
    BACKOFFICE_EMAIL: _backoffice,
    SALES_EMAIL: _sales,
    ...inherited
  } = process.env;
  return new Promise((resolve) => {
    execFile(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/launch-check.ts'],
      { cwd: repoRoot, env: { ...inherited, ...env }, timeout: 60_000 },
      (error, stdout) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
    );
  });
}

const allFacts: CompanyFact[] = [...Object.values(companyFacts), ...Object.values(awardIssuerFacts), ...Object.values(brandAddressFacts)];

/** A launch-ready environment: a long form secret, an own admin login, the public https origin. */
const readyEnv = {
  FORM_TOKEN_SECRET: 'x7Qp2mV9sL4tR8wZ1yB6nC3dF5gH0jKaE2rT9uI4oP7q',
  BOOKING_LINK_SECRET: 'Vb3nQ8rT1yU6iO9pA2sD5fG7hJ4kL0zX3cV6bN8mQ1w',
  ADMIN_USER: 'betrieb-sw',
  ADMIN_PASSWORD: 'Zq8!vR2#mN6$pL4&',
  SITE_URL: 'https://www.sichtwerk.de',
  MAIL_FROM: 'Sichtwerk <hallo@mail.sichtwerk.de>',
  SALES_EMAIL: 'vertrieb@sichtwerk.de',
  BACKOFFICE_EMAIL: 'backoffice@sichtwerk.de',
};

/** The same site with every fact real: company data entered, figures measured, quotes from real customers. */
const readyFacts: LaunchFacts = {
  facts: allFacts.map((fact) => ({ ...fact, value: `echt: ${fact.label}`, placeholder: false })),
  claimBases: Object.fromEntries(
    Object.keys(claims.bases).map((name) => [
      name,
      {
        kind: 'measurement',
        what: 'Stunden pro Woche für Marketing laut Zeiterfassung',
        n: 120,
        period: '01.01.–30.06.2026',
        comparedWith: 'den drei Monaten vor dem Start',
      },
    ]),
  ),
  testimonials: testimonials.map((testimonial) => ({ ...testimonial, illustrative: false })),
  decisions: [],
  env: readyEnv,
};

// Each story starts tsx in a child process; on a busy machine that takes seconds, so the bound is generous.
describe('when an operator runs the launch check before going live', { timeout: 90_000 }, () => {
  it('then, on today’s facts, it lists in German every placeholder, example figure and example voice, and exits 1', async () => {
    const { code, stdout } = await runLaunchCheck(readyEnv);
    expect(code).toBe(1);
    expect(stdout).toContain('Noch nicht startklar');
    for (const fact of allFacts.filter((candidate) => candidate.placeholder))
      expect(stdout).toContain(`${fact.label}: noch Platzhalter („${fact.value}“)`);
    for (const [name, basis] of Object.entries(claims.bases))
      if (basis.kind !== 'measurement') expect(stdout).toContain(`Werbeaussage „${name}“`);
    for (const testimonial of testimonials.filter((candidate) => candidate.illustrative))
      expect(stdout).toContain(`Kundenstimme „${testimonial.name}“`);
    // The brand's own addresses and hosts point at other people's until verified; the business's open questions stay listed.
    expect(stdout).toContain(`${brandAddressFacts.email.label}: noch Platzhalter`);
    for (const decision of openDecisions) expect(stdout).toContain(`Entscheidung offen – ${decision}`);
    expect(stdout).not.toMatch(/FORM_TOKEN_SECRET|BOOKING_LINK_SECRET|ADMIN_|SITE_URL|MAIL_FROM|SALES_EMAIL|BACKOFFICE_EMAIL/);
  });

  it('then an environment left at its defaults is listed too: no form secret, a guessable login, no public address', async () => {
    const { code, stdout } = await runLaunchCheck({ ADMIN_USER: 'admin', ADMIN_PASSWORD: 'password123' });
    expect(code).toBe(1);
    expect(stdout).toContain('FORM_TOKEN_SECRET ist nicht gesetzt');
    // Rotating the secret that signs the mailed booking links breaks them: the check says so.
    expect(stdout).toContain('BOOKING_LINK_SECRET ist nicht gesetzt');
    expect(stdout).toContain('jeden schon verschickten Buchungslink ungültig');
    expect(stdout).toContain('ADMIN_USER ist „admin“');
    expect(stdout).toContain('ADMIN_PASSWORD ist zu kurz oder zu leicht zu erraten');
    expect(stdout).toContain('SITE_URL ist nicht gesetzt');
    expect(stdout).toContain('MAIL_FROM ist nicht gesetzt');
    // Every lead's notification would go to the default mailbox.
    expect(stdout).toContain('SALES_EMAIL ist nicht gesetzt: Es gilt die Voreinstellung „vertrieb@sichtwerk.de“');
    expect(stdout).toContain('BACKOFFICE_EMAIL ist nicht gesetzt oder gleich SALES_EMAIL');
  });

  it('then a site whose facts are all real, in a prepared environment, passes with exit 0', () => {
    expect(launchReport(readyFacts)).toEqual({ text: expect.stringContaining('Startklar'), exitCode: 0 });
  });

  it('then a single remaining placeholder, a local SITE_URL or a local SERVICE_URL is enough to fail', () => {
    const [first, ...rest] = readyFacts.facts;
    const oneLeft = launchReport({ ...readyFacts, facts: [{ ...first!, placeholder: true }, ...rest] });
    expect(oneLeft.exitCode).toBe(1);
    expect(oneLeft.text).toContain(`${first!.label}: noch Platzhalter`);
    const local = launchReport({ ...readyFacts, env: { ...readyEnv, SITE_URL: 'http://localhost:3000' } });
    expect(local.text).toContain('SITE_URL ist „http://localhost:3000“');
    // The mails' links to the result and booking pages name SERVICE_URL when the site is on a CDN.
    const api = launchReport({ ...readyFacts, env: { ...readyEnv, SERVICE_URL: 'http://127.0.0.1:3001' } });
    expect(api.exitCode).toBe(1);
    expect(api.text).toContain('SERVICE_URL ist „http://127.0.0.1:3001“');
    expect(launchReport({ ...readyFacts, env: { ...readyEnv, SERVICE_URL: 'https://api.sichtwerk.de' } }).exitCode).toBe(0);
  });
});

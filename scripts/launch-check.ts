/**
 * `npm run launch-check`: lists in German every fact that is still a placeholder, an example or a default in the
 * content and in this environment, and exits 1 while any remains (infra/README.md: run it before going live).
 */
import { claims } from '@sichtwerk/content/claims';
import { awardIssuerFacts, brandAddressFacts, companyFacts } from '@sichtwerk/content/company';
import { openDecisions } from '@sichtwerk/content/open-decisions';
import { testimonials } from '@sichtwerk/content/testimonials';
import { launchReport } from './launch-check/launch-blockers.ts';

const report = launchReport({
  facts: [...Object.values(companyFacts), ...Object.values(awardIssuerFacts), ...Object.values(brandAddressFacts)],
  decisions: openDecisions,
  claimBases: claims.bases,
  testimonials,
  env: process.env,
});
console.log(report.text);
process.exitCode = report.exitCode;

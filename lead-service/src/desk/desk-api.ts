/**
 * The desk's own endpoints under /vertrieb/api (@sichtwerk/forms/desk/desk-contract), each bound to its use case
 * in use-cases/ — the same data functions the CLI and the pipeline use. The table gives method, path, access
 * and schemas; what is left here is HTTP: the session, the caller's address and the cookie.
 */
import { deskEndpoints } from '@sichtwerk/forms/desk/desk-contract';
import type { Router } from 'express';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { endpointRoutes } from '../platform/http/endpoint-routes.ts';
import { loginRateLimit } from '../platform/http-security/login-rate-limit.ts';
import { clearSessionCookie, deskGuards, sessionOf, sessionToken, setSessionCookie } from '../platform/staff/desk-session.ts';
import { addLeadNote } from './use-cases/add-lead-note.ts';
import { assignOwner } from './use-cases/assign-owner.ts';
import { changeDigest } from './use-cases/change-digest.ts';
import { changeStatus } from './use-cases/change-status.ts';
import { correctOutcome } from './use-cases/correct-outcome.ts';
import { grantReward } from './use-cases/grant-reward.ts';
import { linkReferral } from './use-cases/link-referral.ts';
import type { DeskDependencies } from './use-cases/desk-dependencies.ts';
import { discardSpam } from './use-cases/discard-spam.ts';
import { erasePersonData } from './use-cases/erase-person-data.ts';
import { exportList } from './use-cases/export-list.ts';
import { exportPersonData } from './use-cases/export-person-data.ts';
import { exportReport } from './use-cases/export-report.ts';
import { findNeighbours } from './use-cases/find-neighbours.ts';
import { deskLead } from './use-cases/lead-of.ts';
import { listFollowUps } from './use-cases/list-follow-ups.ts';
import { listInbox } from './use-cases/list-inbox.ts';
import { listReportLeads } from './use-cases/list-report-leads.ts';
import { listReview } from './use-cases/list-review.ts';
import { logIn } from './use-cases/log-in.ts';
import { logOut } from './use-cases/log-out.ts';
import { planFollowUp } from './use-cases/plan-follow-up.ts';
import { readAccount } from './use-cases/read-account.ts';
import { readFigures } from './use-cases/read-figures.ts';
import { readMeta } from './use-cases/read-meta.ts';
import { readReport } from './use-cases/read-report.ts';
import { recordLeadCall } from './use-cases/record-lead-call.ts';
import { releaseHeldLead } from './use-cases/release-held-lead.ts';

export type DeskApiDependencies = Omit<DeskDependencies, 'forms'> & { registry: LeadRegistry };

export function deskApi({ registry, ...rest }: DeskApiDependencies): Router {
  const deps: DeskDependencies = { ...rest, forms: registry.forms };
  return endpointRoutes(
    deskEndpoints,
    {
      login: {
        before: [loginRateLimit()],
        handle: async ({ body }, { req, res }) => {
          const { account, token, role } = await logIn(deps, { ...body, address: req.ip ?? 'unbekannt', previousToken: sessionToken(req) });
          setSessionCookie(req, res, token, deps.sessionTimes.maxAgeMs, role);
          return account;
        },
      },
      logout: async (_input, { req, res }) => {
        const answer = await logOut(deps, sessionToken(req));
        clearSessionCookie(req, res);
        return answer;
      },
      session: (_input, { req }) => readAccount(deps, sessionToken(req)),
      setDigest: ({ body }, { res }) => changeDigest(deps, sessionOf(res), body),
      meta: () => readMeta(deps),
      inbox: ({ body }, { res }) => listInbox(deps, sessionOf(res), body),
      followUps: ({ body }, { res }) => listFollowUps(deps, sessionOf(res), body),
      review: ({ body }, { res }) => listReview(deps, sessionOf(res), body),
      lead: ({ params }) => deskLead(deps, params.id),
      neighbours: ({ params, body }, { res }) => findNeighbours(deps, sessionOf(res), params.id, body),
      changeStatus: ({ params, body }, { res }) => changeStatus(deps, sessionOf(res), params.id, body),
      correctOutcome: ({ params, body }, { res }) => correctOutcome(deps, sessionOf(res), params.id, body),
      linkReferral: ({ params, body }, { res }) => linkReferral(deps, sessionOf(res), params.id, body),
      grantReward: ({ params, body }, { res }) => grantReward(deps, sessionOf(res), params.id, body),
      addNote: ({ params, body }, { res }) => addLeadNote(deps, sessionOf(res), params.id, body),
      recordCall: ({ params, body }, { res }) => recordLeadCall(deps, sessionOf(res), params.id, body),
      setFollowUp: ({ params, body }, { res }) => planFollowUp(deps, sessionOf(res), params.id, body),
      assign: ({ params, body }, { res }) => assignOwner(deps, sessionOf(res), params.id, body),
      release: ({ params }, { res }) => releaseHeldLead(deps, sessionOf(res), params.id),
      discard: ({ params }, { res }) => discardSpam(deps, sessionOf(res), params.id),
      exportList: ({ body }, { res }) => exportList(deps, sessionOf(res), body),
      exportPerson: ({ body }, { res }) => exportPersonData(deps, sessionOf(res), body),
      erasePerson: ({ body }, { res }) => erasePersonData(deps, sessionOf(res), body),
      figures: () => readFigures(deps),
      report: ({ body }) => readReport(deps, body),
      reportLeads: ({ body }) => listReportLeads(deps, body),
      exportReport: ({ body }, { res }) => exportReport(deps, sessionOf(res), body),
    },
    { access: deskGuards(deps.pool, deps.sessionTimes), json: { limit: '4kb', anyType: true } },
  );
}

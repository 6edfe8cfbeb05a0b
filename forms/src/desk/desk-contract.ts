/**
 * The desk's own endpoints under /vertrieb/api, declared once: signing in and out, the lists, one lead and what
 * staff do with it, the figures, the conversion report and the admin's DSGVO actions. The service adapts its routes from this table
 * (lead-service/src/desk/desk-api.ts), the desk calls it through the client made from it (desk/src/lib/api.ts).
 * The strategy calls' endpoints are in appointments-contract.ts, the written analysis' in analysis-contract.ts.
 * Bundled into the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { endpointTable, file, json } from '../define-endpoint.ts';
import { digestSchema, loginSchema, type Account, type Meta } from './account-contract.ts';
import type { Figures } from './figures-contract.ts';
import { referralLinkSchema, rewardGrantSchema } from './referral-contract.ts';
import { outcomeCorrectionSchema } from './outcome-contract.ts';
import { reportLeadsRequestSchema, reportRequestSchema, type ConversionReport, type ReportLeads } from './report-contract.ts';
import {
  inboxRequestSchema,
  listFilterSchema,
  reviewRequestSchema,
  type InboxPage,
  type InboxRow,
  type Neighbours,
} from './inbox-contract.ts';
import {
  callSchema,
  emptyBodySchema,
  followUpSchema,
  leadParamsSchema,
  noteSchema,
  ownerSchema,
  statusChangeSchema,
  type DeskLead,
} from './lead-contract.ts';

export const deskApiBase = '/vertrieb/api';

/** Auskunft and Löschung (DSGVO Art. 15 and 17) ask for one e-mail address. */
export const personSchema = z.strictObject(
  {
    email: z
      .string({ error: 'Bitte gib eine gültige E-Mail-Adresse an.' })
      .check(z.trim(), z.maxLength(254, 'Die Adresse ist zu lang.'), z.email('Bitte gib eine gültige E-Mail-Adresse an.')),
  },
  { error: 'Bitte nur die E-Mail-Adresse senden.' },
);

/** Every lead stored for the address as `npm run leads -- export` writes it, with the kinds' additions. */
export interface PersonExport {
  leads: Record<string, unknown>[];
}

export interface Erasure {
  erased: number;
  /** Kept under legal retention (a cancellation), with the day they may go. */
  retained: { id: string; kind: string; retainUntil: string; reason: string }[];
  /** Leads of other people that named the address in free text (not erased, reported). */
  mentions: number;
  jobsRemoved: number;
}

export const deskEndpoints = endpointTable(deskApiBase, {
  login: { method: 'POST', path: '/login', access: 'public', body: loginSchema, answer: json<Account>() },
  logout: { method: 'POST', path: '/logout', access: 'public', answer: json<{ loggedOut: true }>() },
  session: { method: 'GET', path: '/session', access: 'public', answer: json<Account>() },
  setDigest: { method: 'POST', path: '/session/digest', access: 'staff', body: digestSchema, answer: json<Account>() },
  meta: { method: 'GET', path: '/meta', access: 'staff', answer: json<Meta>() },
  inbox: { method: 'POST', path: '/inbox', access: 'staff', body: inboxRequestSchema, answer: json<InboxPage>() },
  followUps: { method: 'POST', path: '/follow-ups', access: 'staff', body: listFilterSchema, answer: json<{ followUps: InboxRow[] }>() },
  review: { method: 'POST', path: '/review', access: 'staff', body: reviewRequestSchema, answer: json<InboxPage>() },
  lead: { method: 'GET', path: '/leads/:id', access: 'staff', params: leadParamsSchema, answer: json<DeskLead>() },
  neighbours: {
    method: 'POST',
    path: '/leads/:id/neighbours',
    access: 'staff',
    params: leadParamsSchema,
    body: listFilterSchema,
    answer: json<Neighbours>(),
  },
  changeStatus: {
    method: 'POST',
    path: '/leads/:id/status',
    access: 'staff',
    params: leadParamsSchema,
    body: statusChangeSchema,
    answer: json<DeskLead>(),
  },
  correctOutcome: {
    method: 'POST',
    path: '/leads/:id/outcome',
    access: 'staff',
    params: leadParamsSchema,
    body: outcomeCorrectionSchema,
    answer: json<DeskLead>(),
  },
  linkReferral: {
    method: 'POST',
    path: '/leads/:id/referral-link',
    access: 'staff',
    params: leadParamsSchema,
    body: referralLinkSchema,
    answer: json<DeskLead>(),
  },
  grantReward: {
    method: 'POST',
    path: '/leads/:id/referral-reward/grant',
    access: 'admin',
    params: leadParamsSchema,
    body: rewardGrantSchema,
    answer: json<DeskLead>(),
  },
  addNote: {
    method: 'POST',
    path: '/leads/:id/notes',
    access: 'staff',
    params: leadParamsSchema,
    body: noteSchema,
    answer: json<DeskLead>(),
    status: 201,
  },
  recordCall: {
    method: 'POST',
    path: '/leads/:id/calls',
    access: 'staff',
    params: leadParamsSchema,
    body: callSchema,
    answer: json<DeskLead>(),
    status: 201,
  },
  setFollowUp: {
    method: 'POST',
    path: '/leads/:id/follow-up',
    access: 'staff',
    params: leadParamsSchema,
    body: followUpSchema,
    answer: json<DeskLead>(),
  },
  assign: {
    method: 'POST',
    path: '/leads/:id/owner',
    access: 'staff',
    params: leadParamsSchema,
    body: ownerSchema,
    answer: json<DeskLead>(),
  },
  release: {
    method: 'POST',
    path: '/leads/:id/release',
    access: 'staff',
    params: leadParamsSchema,
    body: emptyBodySchema,
    answer: json<DeskLead>(),
  },
  discard: {
    method: 'POST',
    path: '/leads/:id/discard',
    access: 'staff',
    params: leadParamsSchema,
    body: emptyBodySchema,
    answer: json<{ erased: number }>(),
  },
  exportList: {
    method: 'POST',
    path: '/export',
    access: 'admin',
    body: listFilterSchema,
    answer: file('text/csv; charset=utf-8', 'leads.csv'),
  },
  exportPerson: { method: 'POST', path: '/dsgvo/export', access: 'admin', body: personSchema, answer: json<PersonExport>() },
  erasePerson: { method: 'POST', path: '/dsgvo/erase', access: 'admin', body: personSchema, answer: json<Erasure>() },
  figures: { method: 'GET', path: '/figures', access: 'staff', answer: json<Figures>() },
  report: { method: 'POST', path: '/report', access: 'staff', body: reportRequestSchema, answer: json<ConversionReport>() },
  reportLeads: { method: 'POST', path: '/report/leads', access: 'staff', body: reportLeadsRequestSchema, answer: json<ReportLeads>() },
  exportReport: {
    method: 'POST',
    path: '/report/export',
    access: 'admin',
    body: reportRequestSchema,
    answer: file('text/csv; charset=utf-8', 'abschluesse.csv'),
  },
});

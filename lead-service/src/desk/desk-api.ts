/**
 * The desk's JSON API under /vertrieb/api: login and logout, the inbox and the review list, one lead, status
 * changes, release or discard of a held lead, the DSGVO actions (admin) and the promise figures. Thin
 * routes: each validates its input with zod (German message, nothing changed on failure) and calls the one
 * function that does the work — the same ones the CLI and the pipeline use.
 */
import { addStrategyCalls } from '../booking/booking-export.ts';
import { digestSchema, loginSchema, type Meta } from '@sichtwerk/forms/desk/account-contract';
import { cursorSchema, inboxFilterShape, inboxRequestSchema, searchTooShort } from '@sichtwerk/forms/desk/inbox-contract';
import { callSchema, followUpSchema, noteSchema, ownerSchema, statusChangeSchema } from '@sichtwerk/forms/desk/lead-contract';
import type { Figures } from '@sichtwerk/forms/desk/figures-contract';
import { errorCodes } from '@sichtwerk/forms/error-body';
import express, { Router, type Request } from 'express';
import type pg from 'pg';
import * as z from 'zod/mini';
import { exportObjects } from '../lead-records/export-objects.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { loginRateLimit, tooManyLoginAttempts } from '../platform/http-security/login-rate-limit.ts';
import { changeLeadStatus } from './change-lead-status.ts';
import { callNotStartedMessage } from '../booking/call-outcome-rule.ts';
import { recordLeadEvent } from '../kind-kit/lead-events.ts';
import { withKindExports } from '../kind-kit/kind-services.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import { promiseFigures, promisingForms } from '../lead-records/promise-figures.ts';
import { weeklyFigures } from './weekly-figures.ts';
import { releaseLead } from '../pipeline/release-lead.ts';
import type { Logger } from '../platform/logger.ts';
import { erasePerson } from '../lead-records/erase-person.ts';
import { recordTablesOf } from '../lead-records/record-tables.ts';
import { queryLeads } from '../lead-records/query-leads.ts';
import type { LeadQueue } from '../pipeline/lead-queue.ts';
import { assignLead } from './assign-lead.ts';
import { findLeadRow, readLead } from './desk-leads.ts';
import { exportInbox } from './export-inbox.ts';
import { searchTermOf } from './desk-search.ts';
import { recordCall } from './lead-calls.ts';
import { addNote } from './lead-notes.ts';
import { decodeCursor, readFollowUps, readInbox, readNeighbours, type ListFilter } from './read-inbox.ts';
import { reviewCount } from './review-count.ts';
import { setFollowUp } from './set-follow-up.ts';
import { fromBerlinWallTime } from '../platform/shared/berlin-time.ts';
import {
  clearSessionCookie,
  loginRequired,
  requireRole,
  requireSession,
  sessionOf,
  sessionToken,
  setSessionCookie,
} from '../platform/staff/desk-session.ts';
import { attemptLogin } from '../platform/staff/attempt-login.ts';
import { createSession, endSession, resumeSession, type SessionTimes } from '../platform/staff/sessions.ts';
import { accountOf, listColleagues, setDigest } from '../platform/staff/users.ts';

export interface DeskApiDependencies {
  /** The kinds the desk lists and acts on. */
  registry: LeadRegistry;
  pool: pg.Pool;
  leadQueue: LeadQueue;
  /** The producer connection, for the queue's events stream when a lead is erased. */
  redis: RedisClient;
  /** The local outbox of `npm start` lives under it (erasure removes a lead's .eml files). */
  dataDir: string;
  sessionTimes: SessionTimes;
  logger: Logger;
}

function invalid(error: z.core.$ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'anfrage';
    fields[field] ??= issue.message;
  }
  return new AppError({
    code: errorCodes.validationFailed,
    status: 400,
    message: Object.values(fields)[0] ?? 'Die Anfrage ist ungültig.',
    fields,
  });
}

function parse<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw invalid(result.error);
  return result.data;
}

const notFound = () => new AppError({ code: errorCodes.notFound, status: 404, message: 'Diesen Lead gibt es nicht (mehr).' });

const leadId = z.object({ id: z.uuid('Diese Lead-Nummer ist ungültig.') });

const personBody = z.strictObject(
  {
    email: z
      .string({ error: 'Bitte gib eine gültige E-Mail-Adresse an.' })
      .check(z.trim(), z.maxLength(254, 'Die Adresse ist zu lang.'), z.email('Bitte gib eine gültige E-Mail-Adresse an.')),
  },
  { error: 'Bitte nur die E-Mail-Adresse senden.' },
);
const emptyBody = z.strictObject({}, { error: 'Diese Aktion braucht keine Angaben.' });
const reviewBody = z.strictObject({ after: z.optional(cursorSchema) }, { error: 'Diese Angabe kennt die Prüfliste nicht.' });
const neighboursBody = z.strictObject(inboxFilterShape, { error: 'Diese Angabe kennt der Posteingang nicht.' });

/** The contract's filter as the lists take it: a known status, a search long enough, the caller's id for "Meine Leads". */
function listFilter(statusKeys: ReadonlySet<string>, filter: z.output<typeof neighboursBody>, userId: string): ListFilter {
  if (filter.status && !statusKeys.has(filter.status)) throw invalid400('status', 'Diesen Status gibt es nicht.');
  const search = filter.q === undefined ? undefined : searchTermOf(filter.q);
  if (filter.q !== undefined && !search) throw invalid400('q', searchTooShort);
  return {
    kind: filter.kind,
    status: filter.status,
    search,
    owner: filter.owner === 'me' ? userId : filter.owner === 'none' ? null : undefined,
  };
}

function invalid400(field: string, message: string): AppError {
  return new AppError({ code: errorCodes.validationFailed, status: 400, message, fields: { [field]: message } });
}

export function deskApi(deps: DeskApiDependencies): Router {
  const { registry, pool, sessionTimes } = deps;
  const { forms } = registry;
  const tables = recordTablesOf(forms);
  const statusKeys = new Set(forms.flatMap((form) => Object.keys(form.statuses)));
  const router = Router();
  router.use(express.json({ limit: '4kb', type: () => true }));
  const signedIn = requireSession(pool, sessionTimes);
  const erasure = () => ({
    pool,
    tables,
    queue: deps.leadQueue.queue,
    redis: deps.redis,
    dataDir: deps.dataDir,
  });

  router.post('/login', loginRateLimit(), async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    const outcome = await attemptLogin(pool, { username, password, address: req.ip ?? 'unbekannt' });
    if ('lockedUntil' in outcome) throw tooManyLoginAttempts((outcome.lockedUntil.getTime() - Date.now()) / 1000);
    if (!('user' in outcome)) {
      throw new AppError({ code: errorCodes.loginFailed, status: 401, message: 'Benutzername oder Passwort stimmen nicht.' });
    }
    const { user } = outcome;
    // Whatever token the browser brought is dropped: a login always starts a fresh session (no fixation).
    await endSession(pool, sessionToken(req));
    const token = await createSession(pool, user.id, sessionTimes);
    setSessionCookie(req, res, token, sessionTimes.maxAgeMs, user.role);
    deps.logger.info({ user: user.username }, 'desk login');
    res.json(await accountOf(pool, user.id));
  });

  router.post('/logout', async (req, res) => {
    await endSession(pool, sessionToken(req));
    clearSessionCookie(req, res);
    res.json({ loggedOut: true });
  });

  router.get('/session', async (req, res) => {
    const session = await resumeSession(pool, sessionToken(req), sessionTimes);
    if (!session) throw loginRequired();
    res.json(await accountOf(pool, session.userId));
  });

  router.post('/session/digest', signedIn, async (req, res) => {
    const settings = parse(digestSchema, req.body);
    const { userId } = sessionOf(res);
    const account = await accountOf(pool, userId);
    if (settings.digest && !(settings.email ?? account?.email)) {
      throw invalid400('email', 'Für die tägliche Übersicht brauchen wir deine E-Mail-Adresse.');
    }
    await setDigest(pool, userId, settings);
    res.json(await accountOf(pool, userId));
  });

  router.get('/meta', signedIn, async (_req, res) => {
    const meta: Meta = {
      kinds: forms.map((form) => ({
        kind: form.kind,
        label: form.label.many,
        statuses: Object.entries(form.statuses).map(([key, status]) => ({ key, label: status.label })),
      })),
      colleagues: await listColleagues(pool),
      reviewCount: await reviewCount(forms, pool),
    };
    res.json(meta);
  });

  router.post('/inbox', signedIn, async (req, res) => {
    const { after, ...filter } = parse(inboxRequestSchema, req.body);
    const { userId } = sessionOf(res);
    res.json(
      await readInbox(forms, pool, { ...listFilter(statusKeys, filter, userId), after: after ? decodeCursor(after) : undefined }, userId),
    );
  });

  router.post('/follow-ups', signedIn, async (req, res) => {
    const { kind } = parse(neighboursBody, req.body);
    res.json({ followUps: await readFollowUps(forms, pool, sessionOf(res).userId, { kind }) });
  });

  router.post('/review', signedIn, async (req, res) => {
    const { after } = parse(reviewBody, req.body);
    res.json(await readInbox(forms, pool, { review: true, after: after ? decodeCursor(after) : undefined }, sessionOf(res).userId));
  });

  router.get('/leads/:id', signedIn, async (req, res) => {
    const lead = await readLead(forms, pool, parse(leadId, req.params).id);
    if (!lead) throw notFound();
    res.json(lead);
  });

  router.post('/leads/:id/neighbours', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const filter = listFilter(statusKeys, parse(neighboursBody, req.body), sessionOf(res).userId);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    res.json(await readNeighbours(forms, pool, filter, { id, form: found.form }));
  });

  router.post('/leads/:id/status', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const { to, reason } = parse(statusChangeSchema, req.body);
    if (!statusKeys.has(to)) throw invalid400('to', 'Diesen Status gibt es nicht.');
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const outcome = await changeLeadStatus(pool, { form: found.form, id, to, reason, actor: sessionOf(res).username });
    if (!outcome) throw notFound();
    if (outcome === 'reason-required') throw invalid400('reason', 'Bitte gib an, warum der Status zurückgesetzt wird.');
    if (outcome === 'not-allowed') {
      throw new AppError({
        code: errorCodes.notPossible,
        status: 409,
        message: 'Dieser Statuswechsel ist nicht möglich.',
      });
    }
    if ('callStartsAt' in outcome) {
      throw new AppError({ code: errorCodes.notPossible, status: 409, message: callNotStartedMessage(outcome.callStartsAt) });
    }
    res.json(await readLead(forms, pool, id));
  });

  router.post('/leads/:id/notes', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const { text } = parse(noteSchema, req.body);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const author = sessionOf(res).username;
    await addNote(pool, { leadId: id, leadKind: found.form.kind, author, text });
    res.status(201).json(await readLead(forms, pool, id));
  });

  router.post('/leads/:id/calls', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const { outcome, note } = parse(callSchema, req.body);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const caller = sessionOf(res).username;
    await recordCall(pool, { form: found.form, leadId: id, caller, outcome, note });
    res.status(201).json(await readLead(forms, pool, id));
  });

  router.post('/leads/:id/follow-up', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const body = parse(followUpSchema, req.body);
    const at = body.at === null ? null : fromBerlinWallTime(body.at);
    if (at === undefined) throw invalid400('at', 'Dieses Datum oder diese Uhrzeit gibt es nicht.');
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const session = sessionOf(res);
    await setFollowUp(pool, { form: found.form, id, at, actor: { id: session.userId, username: session.username } });
    res.json(await readLead(forms, pool, id));
  });

  router.post('/leads/:id/owner', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const { owner } = parse(ownerSchema, req.body);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const session = sessionOf(res);
    const ownerId = owner === 'me' ? session.userId : owner;
    if (ownerId !== null && !z.safeParse(z.uuid(), ownerId).success) throw invalid400('owner', 'Diese Person gibt es nicht.');
    const outcome = await assignLead(pool, { form: found.form, id, ownerId, actor: session.username });
    if (!outcome) throw notFound();
    if (outcome === 'unknown-user') throw invalid400('owner', 'Diese Person gibt es nicht (mehr).');
    res.json(await readLead(forms, pool, id));
  });

  router.post('/leads/:id/release', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    parse(emptyBody, req.body);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const outcome = await releaseLead(
      { pool, leadQueue: deps.leadQueue, logger: deps.logger },
      { form: found.form, id, actor: sessionOf(res).username, action: 'released' },
    );
    if (!outcome) throw notFound();
    if (outcome === 'not-held')
      throw new AppError({ code: errorCodes.notPossible, status: 409, message: 'Dieser Lead ist nicht zur Prüfung markiert.' });
    res.json(await readLead(forms, pool, id));
  });

  router.post('/leads/:id/discard', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    parse(emptyBody, req.body);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const spamReason = found.row.spam_reason;
    if (typeof spamReason !== 'string') {
      throw new AppError({
        code: errorCodes.notPossible,
        status: 409,
        message: 'Nur zur Prüfung markierte Leads können als Spam gelöscht werden.',
      });
    }
    const result = await erasePerson(erasure(), { id });
    if (result.erased.length === 0) {
      throw new AppError({
        code: errorCodes.notPossible,
        status: 409,
        message: 'Dieser Lead ist in gesetzlicher Aufbewahrung und bleibt erhalten.',
      });
    }
    await recordLeadEvent(pool, {
      leadId: id,
      leadKind: found.form.kind,
      actor: sessionOf(res).username,
      action: 'discarded',
      detail: { spamReason },
    });
    res.json({ erased: result.erased.length });
  });

  const adminOnly = requireRole('admin');

  router.post('/export', signedIn, adminOnly, async (req, res) => {
    const filter = listFilter(statusKeys, parse(neighboursBody, req.body), sessionOf(res).userId);
    const session = sessionOf(res);
    const { csv, rows } = await exportInbox(forms, pool, filter, { id: session.userId, username: session.username });
    deps.logger.info({ user: session.username, rows }, 'desk inbox exported as CSV');
    res.type('text/csv; charset=utf-8').attachment('leads.csv').send(csv);
  });

  router.post('/dsgvo/export', signedIn, adminOnly, async (req, res) => {
    const { email } = parse(personBody, req.body);
    const records = await queryLeads(pool, tables, { email });
    for (const record of records) {
      await recordLeadEvent(pool, {
        leadId: record.id,
        leadKind: record.lead.formKind,
        actor: sessionOf(res).username,
        action: 'exported',
        detail: { how: 'desk' },
      });
    }
    const leads = await withKindExports(forms, pool, exportObjects(records));
    await addStrategyCalls(pool, leads);
    res.json({ leads });
  });

  router.post('/dsgvo/erase', signedIn, adminOnly, async (req, res) => {
    const { email } = parse(personBody, req.body);
    const result = await erasePerson(erasure(), { email });
    for (const lead of result.erased) {
      const form = forms.find((candidate) => candidate.table.name.replace(/_/g, '-') === lead.kind);
      await recordLeadEvent(pool, {
        leadId: lead.id,
        leadKind: form?.kind ?? lead.kind,
        actor: sessionOf(res).username,
        action: 'erased',
        detail: { how: 'desk' },
      });
    }
    res.json({
      erased: result.erased.length,
      retained: result.retained.map((lead) => ({
        id: lead.id,
        kind: lead.kind,
        retainUntil: lead.retainUntil.toISOString(),
        reason: lead.reason,
      })),
      mentions: result.mentions.length,
      jobsRemoved: result.jobs.filter((job) => job.removed).length,
    });
  });

  router.get('/figures', signedIn, async (_req, res) => {
    const until = new Date();
    const since = new Date(until.getTime() - 28 * 86_400_000);
    const promises = await Promise.all(
      promisingForms(forms).map(async (form) => ({
        kind: form.kind,
        label: form.label.many,
        withinMs: form.promise.withinMs,
        ...(await promiseFigures(pool, form, { since, until })),
      })),
    );
    const weekly = await Promise.all(
      forms.map(async (form) => ({
        kind: form.kind,
        label: form.label.many,
        promiseHours: form.promise ? Math.round(form.promise.withinMs / 3_600_000) : null,
        weeks: await weeklyFigures(pool, form, until),
      })),
    );
    const figures: Figures = { since: since.toISOString(), until: until.toISOString(), promises, weekly };
    res.json(figures);
  });

  router.use((_req: Request, _res, next) => {
    next(new AppError({ code: errorCodes.notFound, status: 404, message: 'Diese Schnittstelle gibt es nicht.' }));
  });
  return router;
}

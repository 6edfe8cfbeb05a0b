/**
 * The desk's JSON API under /vertrieb/api: login and logout, the inbox and the review list, one lead, status
 * changes, release or discard of a held lead, the DSGVO actions (admin) and the promise figures. Thin
 * routes: each validates its input with zod (German message, nothing changed on failure) and calls the one
 * function that does the work — the same ones the CLI and the pipeline use.
 */
import { addStrategyCalls } from '../booking/booking-export.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';
import express, { Router, type Request } from 'express';
import type { RedisClient } from '../queue/redis-connection.ts';
import type pg from 'pg';
import { z } from 'zod';
import { exportObjects } from '../cli/export-command.ts';
import { AppError } from '../errors/app-error.ts';
import { loginRateLimit, tooManyLoginAttempts } from '../http-security/login-rate-limit.ts';
import { changeLeadStatus } from '../leads/change-lead-status.ts';
import { recordLeadEvent } from '../leads/lead-events.ts';
import { withKindExports } from '../leads/kind-services.ts';
import type { LeadRegistry } from '../leads/registry.ts';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { promiseFigures, promisingForms } from '../leads/promise-figures.ts';
import { releaseLead } from '../leads/release-lead.ts';
import type { Logger } from '../logger.ts';
import { erasePerson } from '../lead-records/erase-person.ts';
import { recordTablesOf } from '../lead-records/record-tables.ts';
import { queryLeads } from '../lead-records/query-leads.ts';
import type { LeadQueue } from '../queue/lead-queue.ts';
import { findLeadRow, readInbox, readLead } from './desk-leads.ts';
import {
  clearSessionCookie,
  loginRequired,
  requireRole,
  requireSession,
  sessionOf,
  sessionToken,
  setSessionCookie,
} from './desk-session.ts';
import { attemptLogin } from './attempt-login.ts';
import { maximumPasswordLength } from './password-hash.ts';
import { createSession, endSession, resumeSession, type SessionTimes } from './sessions.ts';
import { roleLabels } from './users.ts';

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

function invalid(error: z.ZodError): AppError {
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

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(result.error);
  return result.data;
}

const notFound = () => new AppError({ code: errorCodes.notFound, status: 404, message: 'Diesen Lead gibt es nicht (mehr).' });

const leadId = z.object({ id: z.uuid({ message: 'Diese Lead-Nummer ist ungültig.' }) });

const loginBody = z.strictObject(
  {
    username: z
      .string({ message: 'Bitte gib deinen Benutzernamen ein.' })
      .trim()
      .min(1, 'Bitte gib deinen Benutzernamen ein.')
      .max(64, 'Der Benutzername ist zu lang.'),
    password: z
      .string({ message: 'Bitte gib dein Passwort ein.' })
      .min(1, 'Bitte gib dein Passwort ein.')
      .max(maximumPasswordLength, 'Das Passwort ist zu lang.'),
  },
  { message: 'Bitte sende nur Benutzername und Passwort.' },
);

const cursor = z
  .string()
  .max(80)
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_[0-9a-f-]{36}$/, 'Die Seitenangabe ist ungültig.')
  // The pattern lets 9999-99-99T99:99:99.999Z through; only a time that reads back the same is one.
  .refine((value) => {
    const at = value.slice(0, value.indexOf('_'));
    const date = new Date(at);
    return !Number.isNaN(date.getTime()) && date.toISOString() === at;
  }, 'Die Seitenangabe ist ungültig.')
  .transform((value) => {
    const [at, id] = value.split('_') as [string, string];
    return { at: new Date(at), id };
  });

/** The inbox's filter and a status change name only what the kinds the desk is handed declare. */
function leadBodies(registry: LeadRegistry) {
  const kinds = registry.forms.map((form) => form.kind) as [FormKind, ...FormKind[]];
  const statusKeys = [...new Set(registry.forms.flatMap((form) => Object.keys(form.statuses)))] as [string, ...string[]];
  const inboxBody = z.strictObject(
    {
      kind: z.enum(kinds, { message: 'Diese Lead-Art gibt es nicht.' }).optional(),
      status: z.enum(statusKeys, { message: 'Diesen Status gibt es nicht.' }).optional(),
      search: z
        .string({ message: 'Die Suche muss ein Text sein.' })
        .trim()
        .max(100, 'Die Suche darf höchstens 100 Zeichen lang sein.')
        .transform((value) => value.toLowerCase())
        .optional(),
      after: cursor.optional(),
    },
    { message: 'Diese Angabe kennt der Posteingang nicht.' },
  );
  const statusBody = z.strictObject(
    { to: z.enum(statusKeys, { message: 'Diesen Status gibt es nicht.' }) },
    { message: 'Bitte nur den neuen Status senden.' },
  );
  return { inboxBody, statusBody };
}
const emptyBody = z.strictObject({}, { message: 'Diese Aktion braucht keine Angaben.' });
const personBody = z.strictObject(
  {
    email: z
      .string()
      .trim()
      .max(254, 'Die Adresse ist zu lang.')
      .pipe(z.email({ message: 'Bitte gib eine gültige E-Mail-Adresse an.' })),
  },
  { message: 'Bitte nur die E-Mail-Adresse senden.' },
);

export function deskApi(deps: DeskApiDependencies): Router {
  const { registry, pool, sessionTimes } = deps;
  const { forms } = registry;
  const tables = recordTablesOf(forms);
  const { inboxBody, statusBody } = leadBodies(registry);
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
    const { username, password } = parse(loginBody, req.body);
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
    res.json({ username: user.username, role: user.role, roleLabel: roleLabels[user.role] });
  });

  router.post('/logout', async (req, res) => {
    await endSession(pool, sessionToken(req));
    clearSessionCookie(req, res);
    res.json({ loggedOut: true });
  });

  router.get('/session', async (req, res) => {
    const session = await resumeSession(pool, sessionToken(req), sessionTimes);
    if (!session) throw loginRequired();
    res.json({ username: session.username, role: session.role, roleLabel: roleLabels[session.role] });
  });

  router.get('/meta', signedIn, (_req, res) => {
    res.json({
      kinds: forms.map((form) => ({
        kind: form.kind,
        label: form.label.many,
        statuses: Object.entries(form.statuses).map(([key, status]) => ({ key, label: status.label })),
      })),
    });
  });

  router.post('/inbox', signedIn, async (req, res) => {
    const filter = parse(inboxBody, req.body);
    res.json(await readInbox(forms, pool, { ...filter, search: filter.search || undefined }));
  });

  router.post('/review', signedIn, async (req, res) => {
    const { after } = parse(z.strictObject({ after: cursor.optional() }, { message: 'Diese Angabe kennt die Prüfliste nicht.' }), req.body);
    res.json(await readInbox(forms, pool, { review: true, after }));
  });

  router.get('/leads/:id', signedIn, async (req, res) => {
    const lead = await readLead(forms, pool, parse(leadId, req.params).id);
    if (!lead) throw notFound();
    res.json(lead);
  });

  router.post('/leads/:id/status', signedIn, async (req, res) => {
    const { id } = parse(leadId, req.params);
    const { to } = parse(statusBody, req.body);
    const found = await findLeadRow(forms, pool, id);
    if (!found) throw notFound();
    const outcome = await changeLeadStatus(pool, { form: found.form, id, to, actor: sessionOf(res).username });
    if (!outcome) throw notFound();
    if (outcome === 'not-allowed') {
      throw new AppError({
        code: errorCodes.notPossible,
        status: 409,
        message: 'Aus dem aktuellen Status geht es nicht zu diesem Status.',
      });
    }
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
    res.json({ since: since.toISOString(), until: until.toISOString(), promises });
  });

  router.use((_req: Request, _res, next) => {
    next(new AppError({ code: errorCodes.notFound, status: 404, message: 'Diese Schnittstelle gibt es nicht.' }));
  });
  return router;
}

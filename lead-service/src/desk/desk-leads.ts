/**
 * What the desk reads from the lead tables: the inbox (every kind, newest first, continuing after the last
 * row shown — keyset pagination over (submitted_at, id), one index range per table), the leads whose
 * promise (define-lead-form.ts promise, e.g. the analysis within 48 hours) has run out, and one lead with everything
 * known about it. Column names come from
 * the descriptors the desk is handed (leads/registry.ts); nothing a user sends becomes SQL text.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { displayValue, type FieldDeclaration } from '@sichtwerk/forms/form-fields';
import type pg from 'pg';
import { mailsOf, type LeadForm } from '../leads/define-lead-form.ts';
import { leadHistory } from '../leads/lead-events.ts';
import { parseStored, storedSelectItems } from '../leads/lead-repository.ts';
import { assertIdentifier } from '../leads/pipeline-table.ts';
import { visitorMailSkipped } from '../leads/visitor-mail-skipped.ts';
import { isHeld, isSpamReason, spamReasonLabels } from '../leads/spam.ts';
import { telHref } from '../shared/phone-link.ts';
import { eventLabels, mailLabels } from './desk-vocabulary.ts';

export const inboxPageSize = 50;
/** When the kind's promise to the visitor falls due, while the lead is in one of its open statuses. */
function dueAt(form: LeadForm, status: string, submittedAt: Date): string | null {
  const promise = form.promise;
  if (!promise?.openStatuses.includes(status)) return null;
  return new Date(submittedAt.getTime() + promise.withinMs).toISOString();
}

export interface InboxFilter {
  kind?: FormKind;
  status?: string;
  /** Lower-cased prefix of a name, company or e-mail address. */
  search?: string;
  /** Only leads the spam protection flagged (the review list). */
  review?: boolean;
  after?: { at: Date; id: string };
}

export interface InboxRow {
  id: string;
  kind: FormKind;
  kindLabel: string;
  name: string;
  submittedAt: string;
  status: string;
  statusLabel: string;
  /** Analysis requests with an open promise: when the 48 hours run out. */
  dueAt: string | null;
  spamReason: string | null;
  spamLabel: string | null;
}

function columnsOf(form: LeadForm): Record<string, string> {
  return form.table.columns as Record<string, string>;
}

function searchColumns(form: LeadForm): string[] {
  const columns = columnsOf(form);
  return [form.table.nameField, ...form.table.emailFields].map((field) => assertIdentifier(columns[field] ?? ''));
}

/** `%`, `_` and `\` typed into the search are matched as themselves. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface RowOfTable {
  id: string;
  submitted_at: Date;
  name: string;
  status: string;
  spam_reason: string | null;
}

function toInboxRow(form: LeadForm, row: RowOfTable): InboxRow {
  const { kind } = form;
  const spam = isSpamReason(row.spam_reason) ? row.spam_reason : null;
  return {
    id: row.id,
    kind,
    kindLabel: form.label.one,
    name: row.name,
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    statusLabel: form.statuses[row.status]?.label ?? row.status,
    dueAt: dueAt(form, row.status, row.submitted_at),
    spamReason: spam,
    spamLabel: spam ? spamReasonLabels[spam] : null,
  };
}

function tableQuery(form: LeadForm, filter: InboxFilter, extra: { overdue?: boolean } = {}): { text: string; values: unknown[] } {
  const table = assertIdentifier(form.table.name);
  const nameColumn = assertIdentifier(columnsOf(form)[form.table.nameField] ?? '');
  const values: unknown[] = [];
  const conditions: string[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filter.review) conditions.push('spam_reason IS NOT NULL');
  if (filter.status) conditions.push(`status = ${bind(filter.status)}`);
  if (filter.search) {
    const pattern = bind(likePrefix(filter.search));
    conditions.push(
      `(${searchColumns(form)
        .map((column) => `lower(${column}) LIKE ${pattern}`)
        .join(' OR ')})`,
    );
  }
  if (extra.overdue && form.promise) {
    conditions.push(`status IN (${form.promise.openStatuses.map((status) => bind(status)).join(', ')})`);
    conditions.push(`submitted_at < now() - ${bind(form.promise.withinMs)} * interval '1 millisecond'`);
  } else if (filter.after) {
    conditions.push(`(submitted_at, id) < (${bind(filter.after.at)}, ${bind(filter.after.id)}::uuid)`);
  }
  const order = extra.overdue ? 'submitted_at ASC, id ASC' : 'submitted_at DESC, id DESC';
  const text = `SELECT id::text AS id, submitted_at, ${nameColumn} AS name, status, spam_reason FROM ${table}
    ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${bind(inboxPageSize + 1)}`;
  return { text, values };
}

function formsFor(kinds: readonly LeadForm[], filter: InboxFilter): LeadForm[] {
  return kinds.filter((form) => (!filter.kind || form.kind === filter.kind) && (!filter.status || filter.status in form.statuses));
}

export interface InboxPage {
  /** Leads past their kind's promise (the analysis requests' 48 hours), most overdue first; only on the first page of an unfiltered view or one of such a kind. */
  overdue: InboxRow[];
  leads: InboxRow[];
  /** Continue after this lead for the next page; null on the last page. */
  next: string | null;
}

export function encodeCursor(row: Pick<InboxRow, 'submittedAt' | 'id'>): string {
  return `${row.submittedAt}_${row.id}`;
}

export async function readInbox(kinds: readonly LeadForm[], pool: pg.Pool, filter: InboxFilter): Promise<InboxPage> {
  const forms = formsFor(kinds, filter);
  const pages = await Promise.all(
    forms.map(async (form) => (await pool.query<RowOfTable>(tableQuery(form, filter))).rows.map((row) => toInboxRow(form, row))),
  );
  const merged = pages
    .flat()
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id))
    .slice(0, inboxPageSize + 1);
  const leads = merged.slice(0, inboxPageSize);
  const last = leads.at(-1);
  const promising = !filter.after && !filter.review ? forms.filter((form) => form.promise) : [];
  const overdue = (
    await Promise.all(
      promising.map(async (form) =>
        (await pool.query<RowOfTable>(tableQuery(form, filter, { overdue: true }))).rows.map((row) => toInboxRow(form, row)),
      ),
    )
  )
    .flat()
    .sort((a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? '') || a.id.localeCompare(b.id))
    .slice(0, inboxPageSize);
  return { overdue, leads, next: merged.length > inboxPageSize && last ? encodeCursor(last) : null };
}

export type MailStateName = 'queued' | 'sent' | 'held' | 'failed';

export interface DeskMail {
  mail: string;
  label: string;
  audience: 'visitor' | 'team';
  state: MailStateName;
  at: string | null;
  /** Why it was held or failed, in German. */
  reason: string | null;
}

export interface DeskLead {
  id: string;
  kind: FormKind;
  kindLabel: string;
  /** Who sent it, as the inbox lists it (the kind's name field: the recommended company, not the referrer). */
  name: string;
  submittedAt: string;
  status: { key: string; label: string };
  next: { key: string; label: string }[];
  dueAt: string | null;
  firstHandledAt: string | null;
  spam: { reason: string; label: string; held: boolean } | null;
  /** `href`: the link the service made for a phone field (shared/phone-link.ts), absent when the text is no number. */
  fields: { key: string; label: string; value: string | null; href?: string }[];
  mails: DeskMail[];
  /** Absent for a kind that stores no website check; null while it has none. */
  websiteCheck?: { url: string; outcome: string; checkedAt: string; findings: { check: string; status: string; text: string }[] } | null;
  /** The hours the kind promises the visitor (its descriptor's promise); null for a kind without one. */
  promiseHours: number | null;
  source: unknown;
  history: { at: string; actor: string | null; action: string; label: string; detail: Record<string, string | number | boolean | null> }[];
}

const skippedReasons = new Set<string>(Object.values(visitorMailSkipped));

function mailState(form: LeadForm, mail: string, row: Record<string, unknown>): DeskMail {
  const audience = form.mails[mail]?.audience ?? 'team';
  const base = { mail, label: mailLabels[mail] ?? mail, audience };
  const sentAt = row[`${mail}_sent_at`];
  const error = row[`${mail}_error`];
  const spam = isSpamReason(row.spam_reason) ? row.spam_reason : null;
  if (sentAt instanceof Date) return { ...base, state: 'sent', at: sentAt.toISOString(), reason: null };
  if (typeof error === 'string' && error) {
    return { ...base, state: skippedReasons.has(error) ? 'held' : 'failed', at: null, reason: error };
  }
  if (spam && isHeld(spam)) return { ...base, state: 'held', at: null, reason: `Spam-Schutz: ${spamReasonLabels[spam]}` };
  return { ...base, state: 'queued', at: null, reason: null };
}

/** The website check as the desk shows it, for a kind whose table stores one as `websiteCheck` (the analysis request's). */
function websiteCheckOf(row: Record<string, unknown>): DeskLead['websiteCheck'] {
  const check = row.websiteCheck as
    | { url: string; outcome: string; checkedAt: Date; findings: { check: string; status: string; text: string }[] }
    | null
    | undefined;
  return check ? { url: check.url, outcome: check.outcome, checkedAt: check.checkedAt.toISOString(), findings: check.findings } : null;
}

/** Which kind holds the id; ids are UUIDs, unique across the lead tables. */
export async function findLeadRow(
  forms: readonly LeadForm[],
  pool: pg.Pool,
  id: string,
): Promise<{ form: LeadForm; row: Record<string, unknown> } | undefined> {
  for (const form of forms) {
    const table = assertIdentifier(form.table.name);
    // What the kind stores besides its columns (joined data such as a website check), as its repository reads it.
    const stored = storedSelectItems(form.table).map((item) => `, ${item}`);
    const { rows } = await pool.query<Record<string, unknown>>(`SELECT *${stored.join('')} FROM ${table} WHERE id = $1::uuid`, [id]);
    const row = rows[0];
    if (!row) continue;
    parseStored(form.table, row);
    return { form, row };
  }
  return undefined;
}

export async function readLead(forms: readonly LeadForm[], pool: pg.Pool, id: string): Promise<DeskLead | undefined> {
  const found = await findLeadRow(forms, pool, id);
  if (!found) return undefined;
  const { form, row } = found;
  const { kind } = form;
  const status = String(row.status);
  const submittedAt = row.submitted_at as Date;
  const spam = isSpamReason(row.spam_reason) ? row.spam_reason : null;
  const history = await leadHistory(pool, id);
  return {
    id,
    kind,
    kindLabel: form.label.one,
    name: String(row[columnsOf(form)[form.table.nameField] ?? ''] ?? ''),
    submittedAt: submittedAt.toISOString(),
    status: { key: status, label: form.statuses[status]?.label ?? status },
    next: (form.statuses[status]?.next ?? []).map((key) => ({ key, label: form.statuses[key]?.label ?? key })),
    dueAt: dueAt(form, status, submittedAt),
    firstHandledAt: row.first_handled_at instanceof Date ? row.first_handled_at.toISOString() : null,
    spam: spam ? { reason: spam, label: spamReasonLabels[spam], held: isHeld(spam) } : null,
    fields: Object.entries(form.table.fields as Record<string, FieldDeclaration>).map(([field, declared]) => {
      const raw = row[declared.column];
      // A choice reads as its label ('vormittags (9–12 Uhr)'), as in the form and the team's mail.
      const value = raw === null || raw === undefined ? null : displayValue(declared, String(raw));
      const href = value !== null && declared.erase === 'phone' ? telHref(value) : undefined;
      return { key: field, label: declared.label, value, ...(href ? { href } : {}) };
    }),
    mails: mailsOf(form).map((mail) => mailState(form, mail, row)),
    ...('websiteCheck' in form.table.stored ? { websiteCheck: websiteCheckOf(row) } : {}),
    promiseHours: form.promise ? Math.round(form.promise.withinMs / 3_600_000) : null,
    source: row.source ?? null,
    history: history.map((event) => ({
      at: event.at.toISOString(),
      actor: event.actor,
      action: event.action,
      label: eventLabels[event.action] ?? event.action,
      detail: statusDetail(form, event.detail),
    })),
  };
}

/** A status change's keys with their labels beside them, so the history reads "neu → in Bearbeitung". */
function statusDetail(
  form: LeadForm,
  detail: Record<string, string | number | boolean | null>,
): Record<string, string | number | boolean | null> {
  const label = (key: unknown) => (typeof key === 'string' ? (form.statuses[key]?.label ?? key) : null);
  return 'from' in detail || 'to' in detail ? { ...detail, fromLabel: label(detail.from), toLabel: label(detail.to) } : detail;
}

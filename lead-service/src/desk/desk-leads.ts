/**
 * One lead with everything known about it, as the desk shows it: its fields, mails, deadline, owner,
 * follow-up, notes, calls and history. Column names come from the descriptors the desk is handed (kind-kit/registry.ts); nothing a user
 * sends becomes SQL text. The lists are in read-inbox.ts.
 */
import type { DeskLead, DeskMail } from '@sichtwerk/forms/desk/lead-contract';
import { displayValue, type FieldDeclaration } from '@sichtwerk/forms/form-fields';
import type pg from 'pg';
import { findBookedCallOfLead } from '../booking/bookings.ts';
import { callNotStartedMessage, callOutcomeOfStatus, hasStarted } from '../booking/call-outcome-rule.ts';
import { mailsOf, type LeadForm } from '../kind-kit/define-lead-form.ts';
import { earlierStatuses } from '../kind-kit/lead-status.ts';
import { leadHistory, type LeadEventAction, statusMoves } from '../kind-kit/lead-events.ts';
import { slotLabel } from '../booking/call-time.ts';
import { parseStored, storedSelectItems } from '../pipeline/lead-repository.ts';
import { assertIdentifier, leadRowsOf, mailSelectItems } from '../pipeline/pipeline-table.ts';
import { visitorMailSkipped } from '../pipeline/visitor-mail-skipped.ts';
import { isHeld, isSpamReason, spamReasonLabels } from '../kind-kit/spam.ts';
import { telHref } from '../platform/shared/phone-number.ts';
import { eventLabels, mailLabels } from './desk-vocabulary.ts';
import { readCalls } from './lead-calls.ts';
import { deadlineOf } from './lead-deadline.ts';
import type { ClosedDays } from '../platform/shared/closed-days.ts';
import { readNotes } from './lead-notes.ts';
import { readOutcome } from './lead-outcomes.ts';
import { readReferralReward } from './referral-rewards/referral-rewards.ts';

function formOfKind(forms: readonly LeadForm[], kind: string): LeadForm | undefined {
  return forms.find((form) => form.kind === kind);
}

function columnsOf(form: LeadForm): Record<string, string> {
  return form.table.columns as Record<string, string>;
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

/** Which kind the lead is (leads.kind) and its row: the lead, its kind's fields, its mails and what the kind stores. */
export async function findLeadRow(
  forms: readonly LeadForm[],
  pool: pg.Pool,
  id: string,
): Promise<{ form: LeadForm; row: Record<string, unknown> } | undefined> {
  const { rows: kinds } = await pool.query<{ kind: string }>('SELECT kind FROM leads WHERE id = $1::uuid', [id]);
  const form = formOfKind(forms, kinds[0]?.kind ?? '');
  if (!form) return undefined;
  const table = assertIdentifier(form.table.name);
  // What the kind stores besides its columns (joined data such as a website check), as its repository reads it.
  const stored = [...storedSelectItems(form.table), ...mailSelectItems(mailsOf(form), table)].map((item) => `, ${item}`);
  const { rows } = await pool.query<Record<string, unknown>>(
    `SELECT ${table}.*${stored.join('')}, owner.username AS owner_username,
            COALESCE(NULLIF(owner.display_name, ''), owner.username) AS owner_name
       FROM ${leadRowsOf(table)} LEFT JOIN users AS owner ON owner.id = ${table}.owner_id WHERE ${table}.id = $1::uuid`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  parseStored(form.table, row);
  return { form, row };
}

/** The kind's promise to the visitor is kept (leads.promise_kept_at); false without one. */
async function isPromiseKept(pool: pg.Pool, form: LeadForm, id: string): Promise<boolean> {
  if (!form.promise) return false;
  const { rows } = await pool.query<{ kept: boolean }>('SELECT promise_kept_at IS NOT NULL AS kept FROM leads WHERE id = $1::uuid', [id]);
  return rows[0]?.kept ?? false;
}

export async function readLead(
  forms: readonly LeadForm[],
  pool: pg.Pool,
  id: string,
  closedDays: ClosedDays,
): Promise<DeskLead | undefined> {
  const found = await findLeadRow(forms, pool, id);
  if (!found) return undefined;
  const { form, row } = found;
  const { kind } = form;
  const status = String(row.status);
  const submittedAt = row.submitted_at as Date;
  const spam = isSpamReason(row.spam_reason) ? row.spam_reason : null;
  const chosenColumn = form.chosenDeadline ? columnsOf(form)[form.chosenDeadline.field] : undefined;
  const [history, notes, calls, bookedCall, promiseKept, outcome, reward] = await Promise.all([
    leadHistory(pool, id),
    readNotes(pool, id),
    readCalls(pool, id),
    findBookedCallOfLead(pool, id),
    isPromiseKept(pool, form, id),
    readOutcome(pool, id),
    kind === 'referral' ? readReferralReward(pool, id) : undefined,
  ]);
  const statusOption = (key: string) => ({ key, label: form.statuses[key]?.label ?? key });
  const asks = (key: string) => {
    const kind = form.statuses[key]?.asks;
    return kind ? { asks: kind } : {};
  };
  // The outcome of a booked call that has not begun is offered, but not yet clickable: the panel says why.
  const waitingCall = bookedCall && !hasStarted(bookedCall, new Date()) ? bookedCall : undefined;
  const nextOption = (key: string) =>
    waitingCall && callOutcomeOfStatus[key]
      ? { ...statusOption(key), ...asks(key), notYet: callNotStartedMessage(waitingCall.startsAt) }
      : { ...statusOption(key), ...asks(key) };
  return {
    id,
    reference: String(row.reference),
    kind,
    kindLabel: form.label.one,
    name: String(row[columnsOf(form)[form.table.nameField] ?? ''] ?? ''),
    submittedAt: submittedAt.toISOString(),
    status: statusOption(status),
    next: (form.statuses[status]?.next ?? []).map(nextOption),
    back: earlierStatuses(
      form.statuses,
      status,
      history
        .filter((event) => statusMoves.includes(event.action))
        .flatMap((event) => [String(event.detail.from), String(event.detail.to)]),
    ).map(statusOption),
    deadline: deadlineOf(
      form,
      {
        status,
        submittedAt,
        chosen: chosenColumn && typeof row[chosenColumn] === 'string' ? (row[chosenColumn] as string) : null,
        promiseKept,
      },
      new Date(),
      closedDays,
    ),
    firstHandledAt: row.first_handled_at instanceof Date ? row.first_handled_at.toISOString() : null,
    owner:
      typeof row.owner_id === 'string' ? { id: row.owner_id, username: String(row.owner_username), name: String(row.owner_name) } : null,
    followUpAt: row.follow_up_at instanceof Date ? row.follow_up_at.toISOString() : null,
    spam: spam ? { reason: spam, label: spamReasonLabels[spam], held: isHeld(spam) } : null,
    fields: Object.entries(form.table.fields as Record<string, FieldDeclaration>).map(([field, declared]) => {
      const raw = row[declared.column];
      // A choice reads as its label ('vormittags (9–12 Uhr)'), as in the form and the team's mail.
      const value = raw === null || raw === undefined ? null : displayValue(declared, String(raw));
      const href = value !== null && declared.erase === 'phone' ? telHref(value) : undefined;
      return { key: field, label: declared.label, value, ...(href ? { href } : {}) };
    }),
    mails: mailsOf(form).map((mail) => mailState(form, mail, row)),
    // parseStored put what the kind stores besides its fields on the row under the stored names.
    findings: form.deskFindings?.(row as Parameters<NonNullable<LeadForm['deskFindings']>>[0]) ?? [],
    tools: [...(form.services?.deskTools ?? []), ...(form.offersStrategyCall ? (['strategy-call'] as const) : [])],
    promiseHours: form.promise ? Math.round(form.promise.withinMs / 3_600_000) : null,
    source: (row.source as DeskLead['source']) ?? null,
    outcome,
    ...(reward ? { reward } : {}),
    notes,
    calls,
    history: history.map((event) => ({
      at: event.at.toISOString(),
      actor: event.actor,
      by: event.actor ?? (event.detail.by === 'visitor' || callEvents.has(event.action) ? visitorActor : 'System'),
      action: event.action,
      label: historyLabel(event),
      detail: statusDetail(form, event.detail),
    })),
  };
}

/** Without a staff member, a strategy call's booking, move or cancellation was the visitor's own (booking pages). */
const callEvents = new Set(['call_booked', 'call_moved', 'call_cancelled']);
const visitorActor = 'Besucher:in';

/** The event in German; a strategy call's with its Berlin time („Di, 1. Dezember · 10:00 Uhr“), a move old → new. */
function historyLabel(event: { action: LeadEventAction; detail: Record<string, string | number | boolean | null> }): string {
  const label = eventLabels[event.action] ?? event.action;
  const at = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? slotLabel(new Date(value)) : undefined);
  const startsAt = at(event.detail.startsAt);
  if (!callEvents.has(event.action) || !startsAt) return label;
  const from = event.action === 'call_moved' ? at(event.detail.from) : undefined;
  return from ? `${label}: ${from} → ${startsAt} Uhr` : `${label}: ${startsAt} Uhr`;
}

/** A status change's keys with their labels beside them, so the history reads "neu → in Bearbeitung". */
function statusDetail(
  form: LeadForm,
  detail: Record<string, string | number | boolean | null>,
): Record<string, string | number | boolean | null> {
  const label = (key: unknown) => (typeof key === 'string' ? (form.statuses[key]?.label ?? key) : null);
  return 'from' in detail || 'to' in detail ? { ...detail, fromLabel: label(detail.from), toLabel: label(detail.to) } : detail;
}

/**
 * One lead table's part of an inbox list, as SQL, and its rows as the desk contract's InboxRow. Each table is
 * asked for at most one page (keyset over (submitted_at, id) or, for follow-ups, (follow_up_at, id)) through
 * the index that fits the filter; the owner's name, the call attempts and the first words of the message are
 * joined to that page only, never to the rows it skipped. Column names come from the descriptors; nothing a
 * user sends becomes SQL text.
 */
import type { InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { assertIdentifier } from '../pipeline/pipeline-table.ts';
import { isSpamReason, spamReasonLabels } from '../kind-kit/spam.ts';
import { telHref } from '../platform/shared/phone-number.ts';
import { type SearchTerm, searchCondition } from './desk-search.ts';
import { deadlineOf } from './lead-deadline.ts';
import type { ClosedDays } from '../platform/shared/closed-days.ts';

export const inboxPageSize = 50;
/** How much of a message the row carries; the desk shows about 80 characters of it. */
const excerptLength = 90;

export interface TableFilter {
  status?: string | undefined;
  search?: SearchTerm | undefined;
  /** A user id: only their leads; null: only leads nobody owns. */
  owner?: string | null | undefined;
  review?: boolean;
  /**
   * The last row's time as text exact to the microsecond (a page cursor, or PostgreSQL's own text of it); never a
   * Date, which keeps only milliseconds, so the next page would skip the rows of the cut microseconds.
   */
  after?: { at: string; id: string } | undefined;
}

export type ListOrder =
  /** Newest first, continuing after `after`. */
  | { by: 'received' }
  /** Past the kind's promise, most overdue first. */
  | { by: 'overdue' }
  /** The owner's follow-ups due before `until`, oldest first. */
  | { by: 'follow-up'; owner: string; until: Date }
  /** The rows received after one, nearest first: the way back up a list. */
  | { by: 'newer-than'; at: string; id: string };

interface RowOfTable {
  kind: string;
  id: string;
  reference: string;
  submitted_at: Date;
  /** The time to the microsecond as ISO text: a JavaScript Date keeps only milliseconds (see toInboxRow). */
  submitted_exact: string;
  name: string;
  phone: string | null;
  message: string | null;
  chosen: string | null;
  promise_kept: boolean;
  status: string;
  spam_reason: string | null;
  follow_up_at: Date | null;
  owner: string | null;
  attempts: number;
  last_attempt_at: Date | null;
}

function column(form: LeadForm, field: string | undefined): string | undefined {
  if (field === undefined) return undefined;
  return assertIdentifier((form.table.columns as Record<string, string>)[field] ?? '');
}

/** `bind` adds a parameter and answers its placeholder: several tables' parts share one statement's parameters. */
export function tableQuery(form: LeadForm, filter: TableFilter, order: ListOrder, bind: (value: unknown) => string): string {
  const table = assertIdentifier(form.table.name);
  const conditions: string[] = [];
  if (filter.review) conditions.push('spam_reason IS NOT NULL');
  if (filter.search) conditions.push(searchCondition(filter.search, bind));
  if (filter.owner === null) conditions.push('owner_id IS NULL');
  else if (filter.owner) conditions.push(`owner_id = ${bind(filter.owner)}::uuid`);
  let orderBy = 'submitted_at DESC, id DESC';
  // Statuses to list, each read as its own index range (status, submitted_at): a list of several is merged.
  let statuses = filter.status ? [filter.status] : [];
  if (order.by === 'overdue' && form.promise) {
    // The lists ask only kinds whose open statuses include the filter's (read-inbox.ts).
    statuses = form.promise.openStatuses.filter((status) => !filter.status || status === filter.status);
    conditions.push(`submitted_at < now() - ${bind(form.promise.withinMs)} * interval '1 millisecond'`);
    conditions.push(`${form.promise.keptAtSql} IS NULL`);
    orderBy = 'submitted_at ASC, id ASC';
  } else if (order.by === 'follow-up') {
    // "follow_up_at < …" alone: it implies the partial index's "IS NOT NULL", and saying that again would make the
    // planner count it twice and expect far fewer rows than a busy owner has.
    conditions.push(`owner_id = ${bind(order.owner)}::uuid`, `follow_up_at < ${bind(order.until)}`);
    orderBy = 'follow_up_at ASC, id ASC';
  } else if (order.by === 'newer-than') {
    conditions.push(`(submitted_at, id) > (${bind(order.at)}, ${bind(order.id)}::uuid)`);
    orderBy = 'submitted_at ASC, id ASC';
  } else if (filter.after) {
    conditions.push(`(submitted_at, id) < (${bind(filter.after.at)}, ${bind(filter.after.id)}::uuid)`);
  }
  const phone = column(form, form.table.phoneFields[0]);
  const message = column(form, form.table.messageField);
  const chosen = column(form, form.chosenDeadline?.field);
  const limit = bind(inboxPageSize + 1);
  const select = (extra: string[]) => {
    const where = [...conditions, ...extra];
    return `SELECT id, reference, submitted_at, ${column(form, form.table.nameField)} AS name,
        ${phone ?? 'NULL'} AS phone, ${message ? `left(${message}, ${excerptLength})` : 'NULL'} AS message,
        ${chosen ?? 'NULL'} AS chosen, ${form.promise ? `${form.promise.keptAtSql} IS NOT NULL` : 'false'} AS promise_kept,
        status, spam_reason, follow_up_at, owner_id
      FROM ${table} s ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${orderBy} LIMIT ${limit}`;
  };
  const page =
    statuses.length <= 1
      ? select(statuses.map((status) => `status = ${bind(status)}`))
      : `${statuses.map((status) => `(${select([`status = ${bind(status)}`])})`).join(' UNION ALL ')} ORDER BY ${orderBy} LIMIT ${limit}`;
  return `SELECT ${bind(form.kind)}::text AS kind, lead.id::text AS id, lead.reference, lead.submitted_at,
      to_char(lead.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS submitted_exact, lead.name, lead.phone, lead.message, lead.chosen, lead.promise_kept,
      lead.status, lead.spam_reason, lead.follow_up_at, COALESCE(NULLIF(owner.display_name, ''), owner.username) AS owner,
      coalesce(calls.count, 0)::int AS attempts, calls.last_at AS last_attempt_at
    FROM (${page}) AS lead
    LEFT JOIN users AS owner ON owner.id = lead.owner_id
    LEFT JOIN LATERAL (SELECT count(*) AS count, max(at) AS last_at FROM lead_calls WHERE lead_calls.lead_id = lead.id) AS calls ON true
    ORDER BY ${orderBy.replace(/(\w+) (ASC|DESC)/g, 'lead.$1 $2')}`;
}

/** How a list's rows are ordered, for the statement that joins the tables' parts. */
export function orderOf(order: ListOrder): string {
  if (order.by === 'follow-up') return 'follow_up_at ASC, id ASC';
  return order.by === 'received' ? 'submitted_at DESC, id DESC' : 'submitted_at ASC, id ASC';
}

/** Cut at a word boundary near 80 characters, with an ellipsis when something was left out. */
function excerptOf(message: string | null): string | null {
  if (!message) return null;
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= 80) return flat;
  const cut = flat.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 50 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

export function toInboxRow(form: LeadForm, row: RowOfTable, now: Date, closedDays: ClosedDays): InboxRow {
  const spam = isSpamReason(row.spam_reason) ? row.spam_reason : null;
  const deadline = deadlineOf(
    form,
    { status: row.status, submittedAt: row.submitted_at, chosen: row.chosen, promiseKept: row.promise_kept },
    now,
    closedDays,
  );
  return {
    id: row.id,
    reference: row.reference,
    kind: form.kind,
    kindLabel: form.label.one,
    name: row.name,
    phone: row.phone ? { text: row.phone, href: telHref(row.phone) ?? null } : null,
    excerpt: excerptOf(row.message),
    // To the microsecond, as PostgreSQL keeps it: the page cursor and the merge of the kinds' pages order by this
    // text, and a millisecond cut would put a lead received a few microseconds before a page's last row behind
    // that page's end, where the next page (strictly older than the cut) never shows it.
    submittedAt: row.submitted_exact,
    status: row.status,
    statusLabel: form.statuses[row.status]?.label ?? row.status,
    owner: row.owner,
    deadline,
    followUpAt: row.follow_up_at?.toISOString() ?? null,
    attempts: { count: row.attempts, lastAt: row.last_attempt_at?.toISOString() ?? null },
    spamReason: spam,
    spamLabel: spam ? spamReasonLabels[spam] : null,
  };
}

export type { RowOfTable };

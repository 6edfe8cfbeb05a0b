/**
 * An inbox list as one statement over `leads`, and its rows as the desk contract's InboxRow. One page (keyset over
 * (submitted_at, id) or, for follow-ups, (follow_up_at, id)) is read through the index that fits the filter; the
 * kind's fields, the owner's name, the call attempts and the first words of the message are joined to that page
 * only, never to the rows it skipped. Column names come from the descriptors; nothing a user sends becomes SQL text.
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

/** `CASE s.kind WHEN … THEN <kind's SQL> … END` over the page's rows; NULL for a kind without it. */
function byKind(
  forms: readonly LeadForm[],
  sqlOf: (form: LeadForm, alias: string) => string | undefined,
  bind: (value: unknown) => string,
): string {
  const arms = forms.flatMap((form, i) => {
    const value = sqlOf(form, `k${i}`);
    return value === undefined ? [] : [`WHEN ${bind(form.kind)} THEN ${value}`];
  });
  return arms.length === 0 ? 'NULL' : `CASE s.kind ${arms.join(' ')} END`;
}

/**
 * One page of a list over the given kinds, as one statement over `leads` (alias s): the page is read through the
 * index that fits the filter, and only its rows are joined to their kind's fields (name, phone, message, a
 * chosen time), their owner and their call attempts. `bind` adds a parameter and answers its placeholder.
 */
export function inboxQuery(forms: readonly LeadForm[], filter: TableFilter, order: ListOrder, bind: (value: unknown) => string): string {
  const conditions: string[] = [];
  if (filter.review) conditions.push('s.spam_reason IS NOT NULL');
  // A fragment searched down the list newest first: see searchedPage; an address: see addressPage.
  const address = filter.search?.by === 'address' ? filter.search : undefined;
  const fragment = filter.search && !address && filter.search.by !== 'reference' && order.by === 'received' ? filter.search : undefined;
  if (filter.search && !fragment && !address) conditions.push(searchCondition(filter.search, bind));
  if (filter.owner === null) conditions.push('s.owner_id IS NULL');
  else if (filter.owner) conditions.push(`s.owner_id = ${bind(filter.owner)}::uuid`);
  let orderBy = 'submitted_at DESC, id DESC';
  // Statuses to list, each read as its own index range (status, submitted_at): a list of several is merged.
  let statuses = filter.status ? [filter.status] : [];
  const kindsWith = (status: string | undefined) =>
    forms.filter((form) => status === undefined || Object.hasOwn(form.statuses, status)).map((form) => form.kind);
  // One kind as an equality, so the planner reads that kind's index range (leads_kind_idx, leads_kind_status_idx).
  let kindCondition = (status: string | undefined) => {
    const kinds = kindsWith(status);
    return kinds.length === 1 ? `s.kind = ${bind(kinds[0])}` : `s.kind = ANY(${bind(kinds)}::text[])`;
  };
  if (order.by === 'overdue') {
    // Past the kind's promise and not kept (leads.promise_*, kind-kit/lead-promise.ts), each open status one range
    // of leads_promise_open_idx or, for one owner, leads_owner_promise_open_idx, in deadline order. The lists ask
    // only kinds whose open statuses include the filter's (read-inbox.ts).
    const promised = forms.filter((form) => form.promise);
    statuses = [...new Set(promised.flatMap((form) => form.promise?.openStatuses ?? []))].filter(
      (status) => !filter.status || status === filter.status,
    );
    conditions.push('s.promise_kept_at IS NULL', 's.promise_due_at < now()');
    kindCondition = (status) => {
      const kinds = promised.filter((form) => status === undefined || form.promise?.openStatuses.includes(status)).map((form) => form.kind);
      if (kinds.length === 0) return 'false';
      return kinds.length === 1 ? `s.kind = ${bind(kinds[0])}` : `s.kind = ANY(${bind(kinds)}::text[])`;
    };
    orderBy = 'promise_due_at ASC, id ASC';
  } else if (order.by === 'follow-up') {
    // "follow_up_at < …" alone: it implies the partial index's "IS NOT NULL", and saying that again would make the
    // planner count it twice and expect far fewer rows than a busy owner has.
    conditions.push(`s.owner_id = ${bind(order.owner)}::uuid`, `s.follow_up_at < ${bind(order.until)}`);
    orderBy = 'follow_up_at ASC, id ASC';
  } else if (order.by === 'newer-than') {
    conditions.push(`(s.submitted_at, s.id) > (${bind(order.at)}, ${bind(order.id)}::uuid)`);
    orderBy = 'submitted_at ASC, id ASC';
  } else if (filter.after) {
    conditions.push(`(s.submitted_at, s.id) < (${bind(filter.after.at)}, ${bind(filter.after.id)}::uuid)`);
  }
  const limit = bind(inboxPageSize + 1);
  const columns = `s.id, s.kind, s.reference, s.submitted_at, s.status, s.spam_reason, s.follow_up_at, s.owner_id,
        s.promise_due_at, s.promise_kept_at`;
  const select = (status: string | undefined) => {
    const where = [...conditions, kindCondition(status), ...(status === undefined ? [] : [`s.status = ${bind(status)}`])];
    if (fragment) return searchedPage(columns, where, searchCondition(fragment, bind), limit, bind);
    if (address) return addressPage(columns, [...where, searchCondition(address, bind)], orderBy, limit);
    return `SELECT ${columns}
      FROM leads s WHERE ${where.join(' AND ')}
      ORDER BY ${orderBy} LIMIT ${limit}`;
  };
  const page =
    statuses.length === 0
      ? select(undefined)
      : statuses.length === 1
        ? select(statuses[0])
        : `${statuses.map((status) => `(${select(status)})`).join(' UNION ALL ')} ORDER BY ${orderBy} LIMIT ${limit}`;
  const fieldOf = (field: (form: LeadForm) => string | undefined) => (form: LeadForm, alias: string) => {
    const name = column(form, field(form));
    return name === undefined ? undefined : `${alias}.${name}`;
  };
  const name = byKind(
    forms,
    fieldOf((form) => form.table.nameField),
    bind,
  );
  const phone = byKind(
    forms,
    fieldOf((form) => form.table.phoneFields[0]),
    bind,
  );
  const message = byKind(
    forms,
    fieldOf((form) => form.table.messageField),
    bind,
  );
  const chosen = byKind(
    forms,
    fieldOf((form) => form.chosenDeadline?.field),
    bind,
  );
  const joins = forms.map(
    (form, i) => `LEFT JOIN ${assertIdentifier(form.table.name)} AS k${i} ON s.kind = ${bind(form.kind)} AND k${i}.id = s.id`,
  );
  return `SELECT s.kind, s.id::text AS id, s.reference, s.submitted_at,
      to_char(s.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS submitted_exact,
      ${name} AS name, ${phone} AS phone, left(${message}, ${excerptLength}) AS message, ${chosen} AS chosen,
      s.promise_kept_at IS NOT NULL AS promise_kept,
      s.status, s.spam_reason, s.follow_up_at, COALESCE(NULLIF(owner.display_name, ''), owner.username) AS owner,
      coalesce(calls.count, 0)::int AS attempts, calls.last_at AS last_attempt_at
    FROM (${page}) AS s
    ${joins.join('\n    ')}
    LEFT JOIN users AS owner ON owner.id = s.owner_id
    LEFT JOIN LATERAL (SELECT count(*) AS count, max(at) AS last_at FROM lead_calls WHERE lead_calls.lead_id = s.id) AS calls ON true
    ORDER BY ${orderBy.replace(/(\w+) (ASC|DESC)/g, 's.$1 $2')}`;
}

/** How many of the list's newest rows a fragment search reads in order before it asks the trigram index. */
export const searchWindow = 3000;

/**
 * One page of a fragment search, newest first, in two reads whose cost stays bounded either way. A common
 * fragment („mann“) fills the page from the list's newest rows, read in order (at most searchWindow of them); a
 * rare one („Popović“) would make that read walk a million rows to find fifty, so when the window does not fill
 * the page, the older rows come from the trigram index (leads_search_idx: every match, sorted — few, since the
 * window found fewer than a page). PostgreSQL cannot tell the two apart from the fragment's statistics and picked
 * the ordered walk for both: 2.2 s for „baeck“ at a million leads.
 */
function searchedPage(columns: string, where: string[], search: string, page: string, bind: (value: unknown) => string): string {
  const window = bind(searchWindow);
  const newestFirst = 'ORDER BY s.submitted_at DESC, s.id DESC';
  return `WITH recent AS MATERIALIZED (
        SELECT ${columns}, s.search_text FROM leads s WHERE ${where.join(' AND ')} ${newestFirst} LIMIT ${window}
      ), near AS (
        SELECT ${columns} FROM recent s WHERE ${search} ${newestFirst} LIMIT ${page}
      ), older AS MATERIALIZED (
        SELECT ${columns} FROM leads s
         WHERE ${[...where, search].join(' AND ')}
           AND (SELECT count(*) FROM near) < ${page} AND (SELECT count(*) FROM recent) = ${window}
           AND (s.submitted_at, s.id) < (SELECT r.submitted_at, r.id FROM recent r ORDER BY r.submitted_at, r.id LIMIT 1)
      )
      SELECT * FROM near UNION ALL (SELECT * FROM older s ${newestFirst} LIMIT ${page})
      ORDER BY submitted_at DESC, id DESC LIMIT ${page}`;
}

/**
 * One page of the leads a whole e-mail address names: few, read from the words index (leads_search_words_idx) and
 * then ordered. Said as a materialized step because the planner estimates any address at 0.5 % of all leads and,
 * for a page of 50, walked the inbox index instead: 18 s for one address at a million leads.
 */
function addressPage(columns: string, where: string[], orderBy: string, page: string): string {
  return `WITH named AS MATERIALIZED (SELECT ${columns} FROM leads s WHERE ${where.join(' AND ')})
      SELECT * FROM named ORDER BY ${orderBy} LIMIT ${page}`;
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

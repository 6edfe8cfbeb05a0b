/**
 * The desk's lists over every kind: the inbox (newest first, one page at a time, continuing after the last row
 * shown), the caller's due follow-ups and the leads past their promise on its first page, the review list, and
 * a lead's neighbours in a list for the detail's previous/next. Each list is one statement over `leads`
 * (inbox-rows.ts).
 */
import type { InboxPage, InboxRow, Neighbours } from '@sichtwerk/forms/desk/inbox-contract';
import type pg from 'pg';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ClosedDays } from '../platform/shared/closed-days.ts';
import type { SearchTerm } from './desk-search.ts';
import { inboxPageSize, inboxQuery, type ListOrder, type RowOfTable, type TableFilter, toInboxRow } from './inbox-rows.ts';

export interface ListFilter extends TableFilter {
  kind?: FormKind | undefined;
  search?: SearchTerm | undefined;
}

export function encodeCursor(row: Pick<InboxRow, 'submittedAt' | 'id'>): string {
  return `${row.submittedAt}_${row.id}`;
}

/**
 * A cursor ("<ISO time>_<uuid>") as the lists take it. The time stays text, microseconds included: a Date keeps
 * only milliseconds, and the next page (strictly older than a cut time) would skip the rows of the cut microseconds.
 */
export function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = cursor.split('_') as [string, string];
  return { at, id };
}

function formsFor(kinds: readonly LeadForm[], filter: ListFilter): LeadForm[] {
  return kinds.filter(
    (form) => (!filter.kind || form.kind === filter.kind) && (!filter.status || Object.hasOwn(form.statuses, filter.status)),
  );
}

/** One page of a list over the given kinds: one statement over `leads` (inbox-rows.ts), one round trip. */
async function rowsOf(
  pool: pg.Pool,
  forms: LeadForm[],
  filter: TableFilter,
  order: ListOrder,
  now: Date,
  closedDays: ClosedDays,
): Promise<InboxRow[]> {
  if (forms.length === 0) return [];
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const text = inboxQuery(forms, filter, order, bind);
  const byKind = new Map(forms.map((form) => [form.kind as string, form]));
  const { rows } = await pool.query<RowOfTable>(text, values);
  return rows.flatMap((row) => {
    const form = byKind.get(row.kind);
    return form ? [toInboxRow(form, row, now, closedDays)] : [];
  });
}

const newestFirst = (a: InboxRow, b: InboxRow) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id);

/** The end of today in Berlin, from the database's time zone rules. */
async function endOfBerlinDay(pool: pg.Pool): Promise<Date> {
  const { rows } = await pool.query<{ until: Date }>(
    "SELECT ((now() AT TIME ZONE 'Europe/Berlin')::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin' AS until",
  );
  return rows[0]?.until ?? new Date();
}

/**
 * The user's follow-ups due by today's end (overdue ones first), of the kinds the filter shows. `day` names
 * another moment to read them at (the digest's run): due before its Berlin day ends, overdue before it.
 */
export async function readFollowUps(
  kinds: readonly LeadForm[],
  pool: pg.Pool,
  userId: string,
  closedDays: ClosedDays,
  filter: Pick<ListFilter, 'kind'> = {},
  day?: { now: Date; until: Date },
): Promise<InboxRow[]> {
  const until = day?.until ?? (await endOfBerlinDay(pool));
  const rows = await rowsOf(
    pool,
    formsFor(kinds, filter),
    {},
    { by: 'follow-up', owner: userId, until },
    day?.now ?? new Date(),
    closedDays,
  );
  return rows.sort((a, b) => (a.followUpAt ?? '').localeCompare(b.followUpAt ?? '') || a.id.localeCompare(b.id)).slice(0, inboxPageSize);
}

export async function readInbox(
  kinds: readonly LeadForm[],
  pool: pg.Pool,
  filter: ListFilter,
  userId: string,
  closedDays: ClosedDays,
): Promise<InboxPage> {
  const forms = formsFor(kinds, filter);
  const now = new Date();
  const merged = (await rowsOf(pool, forms, filter, { by: 'received' }, now, closedDays)).sort(newestFirst).slice(0, inboxPageSize + 1);
  const leads = merged.slice(0, inboxPageSize);
  const last = leads.at(-1);
  const firstPage = !filter.after && !filter.review;
  // The top of the list is today's work: follow-ups and broken promises, on an unsearched view.
  const topOfList = firstPage && !filter.search;
  const [followUps, overdue] = await Promise.all([
    topOfList && filter.owner !== null ? readFollowUps(kinds, pool, userId, closedDays, filter) : [],
    topOfList
      ? rowsOf(
          pool,
          forms.filter((form) => form.promise && (!filter.status || form.promise.openStatuses.includes(filter.status))),
          filter,
          { by: 'overdue' },
          now,
          closedDays,
        ).then((rows) =>
          rows
            .sort((a, b) => (a.deadline?.at ?? '').localeCompare(b.deadline?.at ?? '') || a.id.localeCompare(b.id))
            .slice(0, inboxPageSize),
        )
      : [],
  ]);
  return { followUps, overdue, leads, next: merged.length > inboxPageSize && last ? encodeCursor(last) : null };
}

/**
 * The leads just before and after one in a list as the inbox orders it (newest first): the newest row older
 * than it, and the oldest row newer than it, each from one keyset step per table. The lead's time is read
 * back as text: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds, and the lead a microsecond
 * after its rounded time would be "newer" than itself.
 */
export async function readNeighbours(
  kinds: readonly LeadForm[],
  pool: pg.Pool,
  filter: ListFilter,
  lead: { id: string; form: LeadForm },
  closedDays: ClosedDays,
): Promise<Neighbours> {
  const forms = formsFor(kinds, filter);
  const now = new Date();
  const { rows } = await pool.query<{ at: string }>('SELECT submitted_at::text AS at FROM leads WHERE id = $1', [lead.id]);
  const at = rows[0]?.at;
  if (at === undefined) return { previous: null, next: null };
  const [older, newer] = await Promise.all([
    rowsOf(pool, forms, { ...filter, after: { at, id: lead.id } }, { by: 'received' }, now, closedDays),
    rowsOf(pool, forms, filter, { by: 'newer-than', at, id: lead.id }, now, closedDays),
  ]);
  return { previous: newer.sort(newestFirst).at(-1)?.id ?? null, next: older.sort(newestFirst)[0]?.id ?? null };
}

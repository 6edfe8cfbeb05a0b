/**
 * The current inbox view as CSV for Excel (role admin): UTF-8 with byte order mark, `;` between cells (what a
 * German Excel expects), cells a spreadsheet would run as a formula defused (platform/shared/csv.ts), at most
 * `exportLimit` rows, newest first. Every exported lead gets a line in its history: who took it out, when.
 */
import type { ClosedDays } from '../platform/shared/closed-days.ts';
import type { InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import type pg from 'pg';
import { toCsv } from '../platform/shared/csv.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { assertIdentifier } from '../pipeline/pipeline-table.ts';
import { decodeCursor, type ListFilter, readInbox } from './read-inbox.ts';

export const exportLimit = 5_000;

const header = [
  'Vorgangsnummer',
  'Art',
  'Name / Firma',
  'E-Mail',
  'Telefon',
  'Website',
  'Nachricht',
  'Eingegangen',
  'Status',
  'Zuständig',
  'Frist',
  'Wiedervorlage',
  'Anrufversuche',
];

/** What the inbox row leaves out and a spreadsheet needs: the address, the website, the whole message. */
interface Contact {
  email: string;
  website: string;
  message: string;
}

function cells(row: InboxRow, contact: Contact | undefined): unknown[] {
  const at = (iso: string | null) => (iso ? formatBerlinTimeShort(new Date(iso)) : '');
  return [
    row.reference,
    row.kindLabel,
    row.name,
    contact?.email ?? '',
    row.phone?.text ?? '',
    contact?.website ?? '',
    contact?.message ?? '',
    at(row.submittedAt),
    row.statusLabel,
    row.owner ?? '',
    // A date Excel reads as one (the label says the same words: „zugesagt bis …“).
    at(row.deadline?.at ?? null),
    at(row.followUpAt),
    row.attempts.count,
  ];
}

/** The exported rows' e-mail, website and message, read per kind by id (column names from the descriptors). */
async function contactsOf(forms: readonly LeadForm[], pool: pg.Pool, rows: readonly InboxRow[]): Promise<Map<string, Contact>> {
  const contacts = new Map<string, Contact>();
  for (const form of forms) {
    const ids = rows.filter((row) => row.kind === form.kind).map((row) => row.id);
    if (ids.length === 0) continue;
    const columns = form.table.columns as Record<string, string>;
    const fields = form.table.fields as Record<string, { input: string }>;
    const columnOf = (field: string | undefined) => (field ? assertIdentifier(columns[field] ?? '') : 'NULL');
    const website = Object.keys(fields).find((field) => fields[field]?.input === 'url');
    const { rows: found } = await pool.query<{ id: string; email: string | null; website: string | null; message: string | null }>(
      `SELECT id::text, ${columnOf(form.table.emailFields[0])} AS email, ${columnOf(website)} AS website,
              ${columnOf(form.table.messageField)} AS message
         FROM ${assertIdentifier(form.table.name)} WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    for (const row of found) contacts.set(row.id, { email: row.email ?? '', website: row.website ?? '', message: row.message ?? '' });
  }
  return contacts;
}

export async function exportInbox(
  forms: readonly LeadForm[],
  pool: pg.Pool,
  filter: ListFilter,
  actor: { id: string; username: string },
  closedDays: ClosedDays,
): Promise<{ csv: string; rows: number }> {
  const rows: InboxRow[] = [];
  let after = filter.after;
  while (rows.length < exportLimit) {
    const page = await readInbox(forms, pool, { ...filter, after }, actor.id, closedDays);
    rows.push(...page.leads);
    if (!page.next) break;
    after = decodeCursor(page.next);
  }
  const exported = rows.slice(0, exportLimit);
  await pool.query(
    `INSERT INTO lead_events (lead_id, lead_kind, actor, action, detail)
     SELECT lead.id, lead.kind, $3, 'csv_exported', jsonb_build_object('rows', $4::int)
       FROM unnest($1::uuid[], $2::text[]) AS lead (id, kind)`,
    [exported.map((row) => row.id), exported.map((row) => row.kind), actor.username, exported.length],
  );
  const contacts = await contactsOf(forms, pool, exported);
  return {
    csv: toCsv(
      header,
      exported.map((row) => cells(row, contacts.get(row.id))),
      ';',
    ),
    rows: exported.length,
  };
}

/**
 * The current inbox view as CSV for Excel (role admin): UTF-8 with byte order mark, `;` between cells (what a
 * German Excel expects), cells a spreadsheet would run as a formula defused (platform/shared/csv.ts), at most
 * `exportLimit` rows, newest first. Every exported lead gets a line in its history: who took it out, when.
 */
import type { InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import type pg from 'pg';
import { toCsv } from '../platform/shared/csv.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { decodeCursor, type ListFilter, readInbox } from './read-inbox.ts';

export const exportLimit = 5_000;

const header = [
  'Vorgangsnummer',
  'Art',
  'Name / Firma',
  'Telefon',
  'Nachricht (Anfang)',
  'Eingegangen',
  'Status',
  'Zuständig',
  'Frist',
  'Wiedervorlage',
  'Anrufversuche',
];

function cells(row: InboxRow): unknown[] {
  const at = (iso: string | null) => (iso ? formatBerlinTimeShort(new Date(iso)) : '');
  return [
    row.reference,
    row.kindLabel,
    row.name,
    row.phone?.text ?? '',
    row.excerpt ?? '',
    at(row.submittedAt),
    row.statusLabel,
    row.owner ?? '',
    row.deadline?.label ?? '',
    at(row.followUpAt),
    row.attempts.count,
  ];
}

export async function exportInbox(
  forms: readonly LeadForm[],
  pool: pg.Pool,
  filter: ListFilter,
  actor: { id: string; username: string },
): Promise<{ csv: string; rows: number }> {
  const rows: InboxRow[] = [];
  let after = filter.after;
  while (rows.length < exportLimit) {
    const page = await readInbox(forms, pool, { ...filter, after }, actor.id);
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
  return { csv: toCsv(header, exported.map(cells), ';'), rows: exported.length };
}

/**
 * `leads export --format csv`: the leads as a person reads them in a spreadsheet (an Art. 15 answer, a look in
 * Excel). Each column has the German heading the form or the desk uses, each stored key its German label (kind,
 * status, spam protection, a chosen option), times Berlin's („28.11.2026, 17:53“, as the desk's CSV), the owner by
 * name; the desk's internal search text stays out. The same column name with a different meaning in two kinds
 * (`reason`: „Kündigungsgrund“, „Warum es passt“) is two columns. JSON stays the machine format: raw keys, UTC.
 */
import { mailLabels } from '../desk/desk-vocabulary.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { spamReasonLabels, type SpamReason } from '../kind-kit/spam.ts';
import type { LeadRecord } from '../lead-records/query-leads.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { toCsv } from '../platform/shared/csv.ts';

/** What only the desk's search reads (a lowercased copy of the fields): nothing a person asked for. */
const internalColumns = new Set(['search_text']);

/** The headings of what every kind stores besides its fields (lead-records/record-tables.ts). */
const sharedHeadings: Readonly<Record<string, string>> = Object.freeze({
  kind: 'Art',
  id: 'ID',
  reference: 'Vorgangsnummer',
  submitted_at: 'Eingegangen',
  status: 'Status',
  status_changed_at: 'Status geändert am',
  first_handled_at: 'Zuerst bearbeitet am',
  owner_id: 'Zuständig',
  follow_up_at: 'Wiedervorlage',
  source: 'Herkunft (Seite, Kampagne)',
  spam_reason: 'Spam-Schutz',
  enqueued_at: 'Zum Versand übergeben am',
  retain_until: 'Aufbewahren bis',
  promise_due_at: 'Zusage fällig am',
  promise_kept_at: 'Zusage eingehalten am',
  analysis_sent_at: 'Analyse gesendet am',
  call_booked_at: 'Termin gebucht am',
  call_held_at: 'Termin gehalten am',
  won_contract_date: 'Kunde geworden: Vertragsdatum',
  won_monthly_value: 'Kunde geworden: Monatswert (€)',
  consent_version: 'Hinweistext (Fassung)',
  consent_at: 'Hinweistext gesehen am',
  analysis: 'Analyse (JSON)',
});

/** `confirmation_sent_at` → „Bestätigung an den Absender: verschickt am“. */
function mailHeading(column: string): string | undefined {
  const match = /^(\w+?)_(sent_at|error)$/.exec(column);
  const mail = match?.[1] && mailLabels[match[1]];
  if (!mail) return undefined;
  return match[2] === 'sent_at' ? `${mail}: verschickt am` : `${mail}: Fehler`;
}

interface FieldOfColumn {
  label: string;
  options?: Readonly<Record<string, string>>;
}

function fieldsByColumn(form: LeadForm | undefined): Map<string, FieldOfColumn> {
  const byColumn = new Map<string, FieldOfColumn>();
  if (!form) return byColumn;
  const columns = form.table.columns as Record<string, string>;
  const fields = form.table.fields as Record<string, { label: string; options?: Readonly<Record<string, string>> }>;
  for (const [field, declared] of Object.entries(fields)) {
    const column = columns[field];
    if (column) byColumn.set(column, { label: declared.label, ...(declared.options ? { options: declared.options } : {}) });
  }
  return byColumn;
}

/** One exported lead as the CSV shows it: German heading → German value. */
function germanRow(
  record: LeadRecord,
  object: Readonly<Record<string, unknown>>,
  form: LeadForm | undefined,
  ownerNames: ReadonlyMap<string, string>,
): Map<string, unknown> {
  const fields = fieldsByColumn(form);
  const row = new Map<string, unknown>();
  for (const [column, value] of Object.entries(object)) {
    if (internalColumns.has(column)) continue;
    const field = fields.get(column);
    const heading = field?.label ?? sharedHeadings[column] ?? mailHeading(column) ?? column;
    row.set(heading, germanValue(column, value, record, form, field, ownerNames));
  }
  return row;
}

function germanValue(
  column: string,
  value: unknown,
  record: LeadRecord,
  form: LeadForm | undefined,
  field: FieldOfColumn | undefined,
  ownerNames: ReadonlyMap<string, string>,
): unknown {
  if (column === 'kind') return record.lead.label;
  // Read from the row, not the export object: there a time is already an ISO string.
  const raw = column in record.row ? record.row[column] : value;
  if (raw === null || raw === undefined) return '';
  if (raw instanceof Date) return formatBerlinTimeShort(raw);
  if (typeof raw !== 'string') return raw;
  if (column === 'status') return form?.statuses[raw]?.label ?? raw;
  if (column === 'spam_reason') return spamReasonLabels[raw as SpamReason] ?? raw;
  if (column === 'owner_id') return ownerNames.get(raw) ?? raw;
  if (field?.options) return field.options[raw] ?? raw;
  return raw;
}

/**
 * The CSV of the exported objects (export-objects.ts plus what each kind adds), one per record in the same order.
 * Headings in the order first seen; a lead lacking one gets an empty cell.
 */
export function leadsCsv(
  forms: readonly LeadForm[],
  records: readonly LeadRecord[],
  objects: ReadonlyArray<Readonly<Record<string, unknown>>>,
  ownerNames: ReadonlyMap<string, string>,
  delimiter: string,
): string {
  const rows = records.map((record, index) =>
    germanRow(
      record,
      objects[index] ?? {},
      forms.find((form) => form.kind === record.lead.formKind),
      ownerNames,
    ),
  );
  const headings: string[] = [];
  for (const row of rows) for (const heading of row.keys()) if (!headings.includes(heading)) headings.push(heading);
  return toCsv(
    headings,
    rows.map((row) => headings.map((heading) => row.get(heading) ?? '')),
    delimiter,
  );
}

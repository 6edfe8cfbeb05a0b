/**
 * The lead tables as the operator tools (CLI, retention job, erasure, the desk's DSGVO actions) see them,
 * derived from the form kinds' descriptors a process is handed (kind-kit/registry.ts) and from nothing else: no catalogue query, so
 * another application's `customers` table in the same schema is never listed, exported, erased or purged, and
 * what a column means is what its kind declares — its e-mail and phone fields (searched by erasure), its other
 * fields (free text where an address can be quoted), its retention column (rows with a future value are kept by
 * purge and erase: legal retention, DSGVO Art. 17 (3) b) and its mails. test/record-tables.test.ts checks that
 * the columns named here are exactly the migrated ones.
 */
import { mailsOf, type LeadForm } from '../kind-kit/define-lead-form.ts';
import { kindOfTable } from '../kind-kit/kind-services.ts';
import { assertIdentifier, leadColumns } from '../pipeline/pipeline-table.ts';

export interface RecordTable {
  /** 'contact_submissions' */
  table: string;
  /** 'contact-submissions': the table name as the API path and the CLI's --kind spell it. */
  kind: string;
  /** 'analysis-request': the form kind's name in code, which --kind accepts too. */
  formKind: string;
  /** 'Analyse-Anfrage': the kind's German name, as the desk shows it. */
  label: string;
  /** Every column of the row, as `show` and `export` print them. */
  columns: readonly string[];
  /** The column that names who sent the lead (descriptor nameField). */
  nameColumn: string;
  createdColumn: string;
  /** Empty for a kind without a visitor e-mail. */
  emailColumns: readonly string[];
  /** Empty for a kind without a phone number. */
  phoneColumns: readonly string[];
  /** Field columns other than the e-mail and phone columns (names, messages, reasons): where an address can be quoted. */
  textColumns: readonly string[];
  retentionColumn: string | undefined;
  /** Mail names that have a `<mail>_sent_at` column, in sending order ('confirmation', 'notification'). */
  mails: readonly string[];
}

const createdColumn = 'submitted_at';

/**
 * What every lead has in `leads` besides its fields and stored columns (pipeline/pipeline-table.ts leadColumns):
 * the pipeline's bookkeeping, the desk's workflow, the lead's origin, reference and search text, the promise to the
 * visitor and what became of the lead as the conversion report counts it. Not its kind (a record table is one kind)
 * and not `retain_until`, which is listed only for a kind that declares a retention column.
 */
const sharedColumns = [...leadColumns].filter((column) => column !== 'kind' && column !== 'retain_until');

/** A stored column whose SQL is a plain column of the row; an expression (joined data) is no column of the table. */
const plainColumn = /^[a-z][a-z0-9_]{0,40}$/;

export function recordTableOf(form: LeadForm): RecordTable {
  const { table } = form;
  const fieldColumns = table.columns as Record<string, string>;
  const columnsOf = (fields: readonly string[]) => fields.map((field) => assertIdentifier(fieldColumns[field] ?? ''));
  const emailColumns = columnsOf(table.emailFields);
  const phoneColumns = columnsOf(table.phoneFields);
  const mails = mailsOf(form);
  const columns = [
    'id',
    ...Object.values(fieldColumns),
    createdColumn,
    ...Object.values(table.stored)
      .map((stored) => stored.sql)
      .filter((sql) => plainColumn.test(sql)),
    ...(table.retentionColumn ? [table.retentionColumn] : []),
    ...mails.flatMap((mail) => [`${mail}_sent_at`, `${mail}_error`]),
    ...sharedColumns,
  ];
  return {
    table: assertIdentifier(table.name),
    kind: kindOfTable(table.name),
    formKind: form.kind,
    label: form.label.one,
    columns: [...new Set(columns)].map(assertIdentifier),
    nameColumn: assertIdentifier(fieldColumns[table.nameField] ?? 'id'),
    createdColumn,
    emailColumns,
    phoneColumns,
    textColumns: Object.values(fieldColumns).filter((column) => !emailColumns.includes(column) && !phoneColumns.includes(column)),
    retentionColumn: table.retentionColumn ? assertIdentifier(table.retentionColumn) : undefined,
    mails,
  };
}

/** Every kind's table, sorted by name: what the CLI lists and the retention job purges. */
export function recordTablesOf(forms: readonly LeadForm[]): readonly RecordTable[] {
  return Object.freeze(forms.map(recordTableOf).sort((a, b) => a.table.localeCompare(b.table)));
}

/** Accepts 'contact-submissions', 'contact_submissions', the singular 'contact-submission' and the form kind 'analysis-request(s)'. */
export function matchKind(tables: readonly RecordTable[], kind: string): RecordTable | undefined {
  const wanted = kind.trim().toLowerCase().replace(/_/g, '-');
  return tables.find((table) =>
    [table.kind, table.formKind].some(
      (name) => name === wanted || name === `${wanted}s` || name === `${wanted}es` || `${name}s` === wanted,
    ),
  );
}

/** Double-quoted SQL identifier; names come from the descriptors and are checked, and are quoted all the same. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

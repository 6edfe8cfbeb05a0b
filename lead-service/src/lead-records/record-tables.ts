/**
 * The lead tables as the operator tools (CLI, retention job, erasure) see them: exactly the tables the form
 * kinds declare (leads/lead-forms.ts), never a table that merely looks like one — another application's
 * `customers` table in the same schema must not be listed, exported, erased or purged. What each column
 * means comes from the kind's descriptor: its e-mail fields (searched by erasure), its other fields (free
 * text where an address can be quoted), its retention column (rows with a future value are kept by purge
 * and erase: legal retention, DSGVO Art. 17 (3) b) and its mails. Only the full column list, which `show`
 * and `export` print, is read from the database, so a table that is not migrated yet is simply left out.
 */
import type pg from 'pg';
import { mailsOf } from '../leads/define-lead-form.ts';
import { anyLeadForms } from '../leads/lead-forms.ts';

export interface LeadTable {
  /** 'contact_submissions' */
  table: string;
  /** 'contact-submissions': the table name as the API path and the CLI's --kind spell it. */
  kind: string;
  /** 'analysis-request': the form kind's name in code, which --kind accepts too. */
  formKind: string;
  columns: readonly string[];
  /** The column that names who sent the lead (descriptor nameField). */
  nameColumn: string;
  createdColumn: string;
  emailColumns: readonly string[];
  /** Text columns other than the e-mail columns (names, messages, reasons): where an address can be quoted. */
  textColumns: readonly string[];
  retentionColumn: string | undefined;
  /** Mail names that have a `<mail>_sent_at` column, in column order ('confirmation', 'notification'). */
  mails: readonly string[];
}

export function kindOfTable(table: string): string {
  return table.replace(/_/g, '-');
}

export async function findLeadTables(pool: pg.Pool): Promise<LeadTable[]> {
  const result = await pool.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name = ANY($1::text[])
      GROUP BY c.table_name`,
    [anyLeadForms.map((form) => form.table.name)],
  );
  const columnsOf = new Map(result.rows.map((row) => [row.table_name, row.columns]));
  return anyLeadForms
    .flatMap((form): LeadTable[] => {
      const { table } = form;
      const columns = columnsOf.get(table.name);
      if (!columns) return [];
      const fieldColumns = Object.entries(table.columns as Record<string, string>);
      const emailColumns = fieldColumns.filter(([field]) => table.emailFields.includes(field)).map(([, column]) => column);
      return [
        {
          table: table.name,
          kind: kindOfTable(table.name),
          formKind: form.kind,
          columns,
          nameColumn: (table.columns as Record<string, string>)[table.nameField] ?? 'id',
          createdColumn: 'submitted_at',
          emailColumns,
          textColumns: fieldColumns.map(([, column]) => column).filter((column) => !emailColumns.includes(column)),
          retentionColumn: table.retentionColumn,
          mails: mailsOf(form),
        },
      ];
    })
    .sort((a, b) => a.table.localeCompare(b.table));
}

/** Accepts 'contact-submissions', 'contact_submissions', the singular 'contact-submission' and the form kind 'analysis-request(s)'. */
export function matchKind(tables: readonly LeadTable[], kind: string): LeadTable | undefined {
  const wanted = kind.trim().toLowerCase().replace(/_/g, '-');
  return tables.find((table) =>
    [table.kind, table.formKind].some(
      (name) => name === wanted || name === `${wanted}s` || name === `${wanted}es` || `${name}s` === wanted,
    ),
  );
}

/** Double-quoted SQL identifier; names come from information_schema, and are quoted all the same. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

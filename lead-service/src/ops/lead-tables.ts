/**
 * The lead tables as the operator tools (CLI, retention job) see them: only the tables the form kinds declare
 * (leads/registry.ts), never a table that merely looks like one — another application's `customers` table in
 * the same schema must not be listed, exported, erased or purged. Their columns are read from the database:
 *   - a column `id`,
 *   - a creation time: `submitted_at` (the pipeline's convention) or `created_at`,
 *   - at least one e-mail column: `email` or `<something>_email` of a text type.
 * Optional: a retention column (`retain_until` or similar date) — rows with a future value are kept by
 * purge and erase (legal retention, DSGVO Art. 17 (3) b), and `<mail>_sent_at` / `<mail>_error` pairs,
 * which `show` and `list` read as the mail state.
 */
import type pg from 'pg';
import { leadTableNames } from '../leads/registry.ts';

export interface LeadTable {
  /** 'contact_submissions' */
  table: string;
  /** 'contact-submissions': the table name as the API path and the CLI's --kind spell it. */
  kind: string;
  columns: readonly string[];
  createdColumn: string;
  emailColumns: readonly string[];
  /** Text columns other than the e-mail columns (names, messages, reasons): where an address can be quoted. */
  textColumns: readonly string[];
  retentionColumn: string | undefined;
  /** Mail names that have a `<mail>_sent_at` column, in column order ('confirmation', 'notification'). */
  mails: readonly string[];
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
}

const createdCandidates = ['submitted_at', 'created_at', 'received_at'];
const timeTypes = new Set(['timestamp with time zone', 'timestamp without time zone', 'date']);
const textTypes = new Set(['text', 'character varying', 'citext', 'USER-DEFINED']);
const retentionPattern = /^(retain_until|retained_until|retention_until|retain_until_date|keep_until)$/;

export function kindOfTable(table: string): string {
  return table.replace(/_/g, '-');
}

export async function findLeadTables(pool: pg.Pool): Promise<LeadTable[]> {
  const result = await pool.query<ColumnRow>(
    `SELECT c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name = ANY($1::text[])
      ORDER BY c.table_name, c.ordinal_position`,
    [leadTableNames],
  );
  const byTable = new Map<string, ColumnRow[]>();
  for (const row of result.rows) {
    const list = byTable.get(row.table_name) ?? [];
    list.push(row);
    byTable.set(row.table_name, list);
  }

  const tables: LeadTable[] = [];
  for (const [table, rows] of byTable) {
    const names = rows.map((row) => row.column_name);
    const typeOf = (name: string) => rows.find((row) => row.column_name === name)?.data_type ?? '';
    if (!names.includes('id')) continue;
    const createdColumn = createdCandidates.find((name) => names.includes(name) && timeTypes.has(typeOf(name)));
    if (!createdColumn) continue;
    const emailColumns = names.filter((name) => (name === 'email' || name.endsWith('_email')) && textTypes.has(typeOf(name)));
    if (emailColumns.length === 0) continue;
    const retentionColumn = names.find((name) => retentionPattern.test(name) && timeTypes.has(typeOf(name)));
    const mails = names.filter((name) => name.endsWith('_sent_at')).map((name) => name.slice(0, -'_sent_at'.length));
    const textColumns = names.filter((name) => !emailColumns.includes(name) && name !== 'id' && textTypes.has(typeOf(name)));
    tables.push({ table, kind: kindOfTable(table), columns: names, createdColumn, emailColumns, textColumns, retentionColumn, mails });
  }
  return tables.sort((a, b) => a.table.localeCompare(b.table));
}

/** Accepts 'contact-submissions', 'contact_submissions' and the singular 'contact-submission'. */
export function matchKind(tables: readonly LeadTable[], kind: string): LeadTable | undefined {
  const wanted = kind.trim().toLowerCase().replace(/_/g, '-');
  return tables.find((table) => table.kind === wanted || table.kind === `${wanted}s` || table.kind === `${wanted}es`);
}

/** Double-quoted SQL identifier; names come from information_schema, and are quoted all the same. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

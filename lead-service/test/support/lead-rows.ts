/**
 * Leads as the schema lays them out (migrations/074_one_lead_table.sql), for stories that write or read rows the
 * forms cannot make or show: an old receipt, a mail sent long ago, a retention date. A row is given as one
 * object of columns, as the kind's table had them before 074: the lead's own columns go to `leads`, `<mail>_sent_at`
 * and `<mail>_error` to `lead_mails`, the rest to the kind's table.
 */
import type pg from 'pg';
import { mailsOf, type LeadForm } from '../../src/kind-kit/define-lead-form.ts';
import { anyLeadForms } from '../../src/lead-forms.ts';
import { leadColumns, leadRowsOf, mailSelectItems } from '../../src/pipeline/pipeline-table.ts';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

const storyForms: LeadForm[] = [];

/** A kind that lives only in one story (its own table, made by the story): insertLead and leadRow know it too. */
export function addStoryForm(form: LeadForm): void {
  storyForms.push(form);
}

function formOfTable(table: string) {
  const form = [...anyLeadForms, ...storyForms].find((candidate) => candidate.table.name === table);
  if (!form) throw new Error(`no lead kind has the table ${table}`);
  return form;
}

/** Inserts one lead of the kind whose table is `table`; answers its id. */
export async function insertLead(db: Queryable, table: string, row: Record<string, unknown>): Promise<string> {
  const form = formOfTable(table);
  const mails = mailsOf(form);
  const lead: Record<string, unknown> = { kind: form.kind, status: Object.keys(form.statuses)[0] };
  const fields: Record<string, unknown> = {};
  const mailState = new Map<string, { sent_at: unknown; error: unknown }>(mails.map((mail) => [mail, { sent_at: null, error: null }]));
  for (const [column, value] of Object.entries(row)) {
    const mail = mails.find((name) => column === `${name}_sent_at` || column === `${name}_error`);
    if (mail) {
      const state = mailState.get(mail);
      if (state) state[column.endsWith('_sent_at') ? 'sent_at' : 'error'] = value;
    } else if (column === 'id') continue;
    else if (leadColumns.has(column)) lead[column] = value;
    else fields[column] = value;
  }
  const declared = form.table.fields as Record<string, { column: string; input: string; erase?: string }>;
  const words = Object.values(declared)
    .filter((field) => field.input !== 'select' && field.input !== 'checkbox' && field.erase !== 'phone')
    .map((field) => String(fields[field.column] ?? ''))
    .join(' ');
  const phoneColumn = Object.values(declared).find((field) => field.erase === 'phone')?.column;
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const leadEntries = Object.entries(lead);
  const searchText = `lead_search_normal(${bind(words)})${phoneColumn ? ` || ' ' || lead_phone_digits(${bind(fields[phoneColumn] ?? null)}::text)` : ''}`;
  const leadSql = `INSERT INTO leads (${[...(row.id ? ['id'] : []), ...leadEntries.map(([column]) => column), 'search_text'].join(', ')})
    VALUES (${[...(row.id ? [`${bind(row.id)}::uuid`] : []), ...leadEntries.map(([, value]) => bind(value)), searchText].join(', ')}) RETURNING id::text AS id`;
  const { rows } = await db.query<{ id: string }>(leadSql, values);
  const id = rows[0]?.id;
  if (!id) throw new Error('no lead inserted');
  // The deadline counts from the row's arrival, as the repository's insert sets it (kind-kit/lead-promise.ts).
  if (form.promise && !('promise_due_at' in lead)) {
    await db.query(`UPDATE leads SET promise_due_at = submitted_at + $2 * interval '1 millisecond' WHERE id = $1`, [
      id,
      form.promise.withinMs,
    ]);
  }
  const fieldEntries = Object.entries(fields);
  await db.query(
    `INSERT INTO ${table} (id${fieldEntries.map(([column]) => `, ${column}`).join('')}) VALUES ($1${fieldEntries.map((_, i) => `, $${i + 2}`).join('')})`,
    [id, ...fieldEntries.map(([, value]) => value)],
  );
  for (const [mail, state] of mailState) {
    await db.query('INSERT INTO lead_mails (lead_id, mail, sent_at, error) VALUES ($1, $2, $3, $4)', [
      id,
      mail,
      state.sent_at,
      state.error,
    ]);
  }
  return id;
}

/** One lead as the kind's table showed it before 074: its own columns, its kind's fields and `<mail>_sent_at`/`_error`; throws when there is none. */
export async function leadRow(db: Queryable, table: string, id: string): Promise<Record<string, unknown>> {
  const form = formOfTable(table);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${table}.*, ${mailSelectItems(mailsOf(form), table).join(', ')} FROM ${leadRowsOf(table)} WHERE ${table}.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${table} lead ${id}`);
  const { kind: _kind, retain_until: retainUntil, ...rest } = row;
  return form.table.retentionColumn ? { ...rest, retain_until: retainUntil } : rest;
}

/** `(leads JOIN <table> USING (id)) AS <table>`: a kind's leads with their fields, for a story's own SELECT. */
export const rowsOf = (table: string): string => leadRowsOf(table);

/** `<mail>_sent_at, <mail>_error, …` of the kind whose table is `table`, for a `SELECT <table>.*, …` over rowsOf(table). */
export const mailItemsOf = (table: string): string => mailSelectItems(mailsOf(formOfTable(table)), table).join(', ');

const insertStatement = /^\s*INSERT INTO (\w+) \(([^)]*)\)\s*(VALUES[\s\S]*|SELECT[\s\S]*?)(?:\s+RETURNING[\s\S]*)?$/i;

/**
 * A story's `INSERT INTO <kind table> (columns) VALUES … | SELECT …` as it was written before 074, stored as
 * leads: the values are computed by PostgreSQL as written, then each row goes in through insertLead. Answers the ids.
 */
export async function insertRows(db: Queryable, statement: string, values: unknown[] = []): Promise<string[]> {
  const parsed = insertStatement.exec(statement);
  if (!parsed) throw new Error(`not an INSERT this helper reads: ${statement}`);
  const [, table = '', columnList = '', source = ''] = parsed;
  const columns = columnList.split(',').map((column) => column.trim());
  const query = /^VALUES/i.test(source.trim()) ? `SELECT * FROM (${source.trim()}) AS given` : source.trim();
  const { rows } = await (db as pg.Pool).query<unknown[]>({ text: query, values, rowMode: 'array' });
  const ids: string[] = [];
  for (const row of rows) ids.push(await insertLead(db, table, Object.fromEntries(columns.map((column, i) => [column, row[i]]))));
  return ids;
}

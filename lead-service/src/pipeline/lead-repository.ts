/**
 * The one repository every form kind gets, derived from its descriptor (define-lead-form.ts): the lead goes into
 * `leads` (kind, status, spam flag, source, search text) and its fields into the kind's own table; INSERT and
 * SELECT are built from the field↔column map, the lead comes back under the fields' names (SQL aliases), so no kind
 * writes a row type or a mapping. Identifiers come from the descriptors and are checked; values are always
 * bound parameters, so no visitor input ever reaches the SQL text.
 */
import { randomUUID } from 'node:crypto';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../platform/db/database-errors.ts';
import { coalesceWhileBusy } from '../platform/shared/coalesce-while-busy.ts';
import type * as z from 'zod/mini';
import { bindSql, isSqlFragment, sql } from '../platform/db/sql.ts';
import { promiseDueOnArrival } from '../kind-kit/lead-promise.ts';
import type { FieldDeclaration } from '@sichtwerk/forms/form-fields';
import { mailsOf, type LeadForm, type LeadOf, type LeadTable } from '../kind-kit/define-lead-form.ts';
import { assertIdentifier, createPipelineTable, leadColumns, leadRowsOf, type PipelineTable } from './pipeline-table.ts';
import type { LeadSource } from './lead-source.ts';
import type { SpamReason } from '../kind-kit/spam.ts';

export interface SubmitResult {
  id: string;
  /** The reference people read out ("SW-7K3M-9QXR"), given by the table's insert trigger (migrations/022). */
  reference: string;
  submittedAt: Date;
}

/** What a kind's table offers: insert and load by id, plus the pipeline's bookkeeping. */
export interface LeadRepository<Lead = unknown, Input = never, Mail extends string = string> extends PipelineTable<Mail> {
  /** Stores the validated input with the form protection's verdict (null: no doubt); resolves once committed. */
  /** `source`: where the lead came from (lead-source.ts), stored as jsonb. */
  insert(input: Input, spamReason?: SpamReason | null, source?: LeadSource | null): Promise<SubmitResult>;
  findById(id: string): Promise<Lead | undefined>;
}

const fieldName = /^[a-zA-Z][a-zA-Z0-9]{0,40}$/;

/** A column and its value: bound as a parameter, or an SqlFragment's text with its own parameters. */
type Cell = [column: string, value: unknown];

/** A visitor's row on its way into a batched INSERT, and what became of it. */
interface PendingRow {
  /** The lead's generic columns (leads) and its kind's fields (the kind's table), the id first in each. */
  lead: Cell[];
  fields: Cell[];
  outcome?: { stored: SubmitResult } | { error: unknown };
}

/** Rows per INSERT: a dozen parameters each stays far below PostgreSQL's 65,535, and one statement stays short. */
const maxRowsPerInsert = 100;

/** What a kind stores besides its fields (joined data such as a website check), as SELECT items under their names. */
export function storedSelectItems(table: LeadTable): string[] {
  return Object.entries(table.stored).map(([key, stored]) => {
    if (!fieldName.test(key)) throw new Error(`${table.name}: not a safe field name: ${key}`);
    return `${stored.sql} AS "${key}"`;
  });
}

/** Turns the stored items of a selected row into their values (dates, objects), in place. */
export function parseStored(table: LeadTable, row: Record<string, unknown>): void {
  for (const [key, stored] of Object.entries(table.stored)) row[key] = stored.parse(row[key]);
}

/** A field the desk's search reads: free text, names, addresses; not a choice, a checkbox or a phone number (searched by its digits). */
function isSearched(declared: FieldDeclaration): boolean {
  return declared.input !== 'select' && declared.input !== 'checkbox' && declared.erase !== 'phone';
}

export function createLeadRepository<Table extends LeadTable, Mail extends string>(
  pool: pg.Pool,
  form: LeadForm<FormKind, Table, Mail>,
): LeadRepository<LeadOf<Table>, z.output<Table['schema']>, Mail> {
  const { table } = form;
  const name = assertIdentifier(table.name);
  const fields = Object.entries(table.columns as Record<string, string>);
  for (const [field, column] of fields) {
    if (!fieldName.test(field)) throw new Error(`${name}: not a safe field name: ${field}`);
    assertIdentifier(column);
  }
  const declared = table.fields as Record<string, FieldDeclaration>;
  const searched = fields.filter(([field]) => declared[field] && isSearched(declared[field])).map(([field]) => field);
  const phoneField = table.phoneFields[0];
  const firstStatus = Object.keys(form.statuses)[0];
  if (!firstStatus) throw new Error(`${form.kind}: a lead kind needs at least one status`);
  const mails = mailsOf(form);

  const selectSql = `SELECT id, reference, submitted_at AS "submittedAt", ${[
    ...fields.map(([field, column]) => `${column} AS "${field}"`),
    ...storedSelectItems(table),
  ].join(', ')} FROM ${leadRowsOf(name)} WHERE id = $1`;

  /**
   * One statement for rows of the same columns: the leads, their kind's fields and their mails to send, each row's
   * id (ours, not a column default) finds its answer. The kind's and the mails' rows name leads of the same
   * statement; their foreign keys are checked at its end.
   */
  async function insertRows(rows: PendingRow[]): Promise<void> {
    const params: unknown[] = [];
    const tuples = (cells: (row: PendingRow) => Cell[]) =>
      rows
        .map(
          (row) =>
            `(${cells(row)
              .map(([, value]) => (isSqlFragment(value) ? bindSql(value, params) : `$${params.push(value ?? null)}`))
              .join(', ')})`,
        )
        .join(', ');
    const columns = (cells: Cell[] | undefined) => (cells ?? []).map(([column]) => assertIdentifier(column)).join(', ');
    const leadTuples = tuples((row) => row.lead);
    const fieldTuples = tuples((row) => row.fields);
    const result = await pool.query<{ id: string; reference: string; submitted_at: Date }>(
      `WITH lead AS (
         INSERT INTO leads (${columns(rows[0]?.lead)}) VALUES ${leadTuples} RETURNING id, reference, submitted_at
       ), fields AS (
         INSERT INTO ${name} (${columns(rows[0]?.fields)}) VALUES ${fieldTuples}
       ), mails AS (
         INSERT INTO lead_mails (lead_id, mail) SELECT lead.id, mail FROM lead, unnest($${params.push(mails)}::text[]) AS mail
       )
       SELECT id, reference, submitted_at FROM lead`,
      params,
    );
    const stored = new Map(result.rows.map((row) => [row.id, { id: row.id, reference: row.reference, submittedAt: row.submitted_at }]));
    for (const row of rows) {
      const answer = stored.get(row.lead[0]?.[1] as string);
      row.outcome = answer ? { stored: answer } : { error: new Error(`INSERT into leads and ${name} returned no row`) };
    }
  }

  /**
   * Posts that arrive while an INSERT runs go together in the next one: under load one round trip and one
   * commit for many leads, each still committed before its caller hears of it; idle, a post waits for nothing.
   * A batch that fails for another reason than an unreachable database is tried row by row, so one row's
   * fault is answered to that visitor alone.
   */
  const insertBatch = coalesceWhileBusy(async (rows: PendingRow[]) => {
    const shapes = new Map<string, PendingRow[]>();
    for (const row of rows) {
      const shape = [...row.lead, ...row.fields].map(([column]) => column).join();
      const group = shapes.get(shape);
      if (group) group.push(row);
      else shapes.set(shape, [row]);
    }
    for (const group of shapes.values()) {
      try {
        await insertRows(group);
      } catch (error) {
        if (group.length === 1 || isDatabaseUnavailable(error)) {
          for (const row of group) row.outcome = { error };
          continue;
        }
        for (const row of group) await insertRows([row]).catch((single: unknown) => (row.outcome = { error: single }));
      }
    }
  }, maxRowsPerInsert);

  return {
    ...createPipelineTable(pool, { kind: form.kind, mails }),

    async insert(input, spamReason = null, source = null) {
      const values = input as Record<string, unknown>;
      const id = randomUUID();
      const words = searched.map((field) => values[field] ?? '').join(' ');
      const phone = phoneField ? values[phoneField] : undefined;
      const lead: Cell[] = [
        ['id', id],
        ['kind', form.kind],
        ['status', firstStatus],
        ['spam_reason', spamReason],
        ['source', source ? JSON.stringify(source) : null],
        ...(form.promise ? ([['promise_due_at', promiseDueOnArrival(form.promise)]] satisfies Cell[]) : []),
        [
          'search_text',
          phoneField ? sql`lead_search_normal(${words}) || ' ' || lead_phone_digits(${phone ?? null})` : sql`lead_search_normal(${words})`,
        ],
      ];
      const fieldCells: Cell[] = [['id', id]];
      for (const [field, column] of fields) fieldCells.push([column, values[field]]);
      for (const [column, value] of Object.entries(table.insertExtras?.({ spamReason }) ?? {})) {
        (leadColumns.has(column) ? lead : fieldCells).push([column, value]);
      }
      const pending: PendingRow = { lead, fields: fieldCells };
      await insertBatch(pending);
      if (!pending.outcome) throw new Error(`INSERT into ${name} left a row without an outcome`);
      if ('error' in pending.outcome) throw pending.outcome.error;
      return pending.outcome.stored;
    },

    async findById(id) {
      const row = (await pool.query<Record<string, unknown>>(selectSql, [id])).rows[0];
      if (!row) return undefined;
      parseStored(table, row);
      return row as LeadOf<Table>;
    },
  };
}

/**
 * The one repository every form kind gets, derived from its descriptor (define-lead-form.ts): INSERT and SELECT are
 * built from the field↔column map, the lead comes back under the fields' names (SQL aliases), so no kind
 * writes a row type or a mapping. Identifiers come from the descriptors and are checked; values are always
 * bound parameters, so no visitor input ever reaches the SQL text.
 */
import { randomUUID } from 'node:crypto';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../platform/db/database-errors.ts';
import { coalesceWhileBusy } from '../platform/shared/coalesce-while-busy.ts';
import type * as z from 'zod/mini';
import { bindSql, isSqlFragment } from '../platform/db/sql.ts';
import { mailsOf, type LeadForm, type LeadOf, type LeadTable } from '../kind-kit/define-lead-form.ts';
import { assertIdentifier, createPipelineTable, type PipelineTable } from './pipeline-table.ts';
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
  cells: Cell[];
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
  if (table.retentionColumn) assertIdentifier(table.retentionColumn);

  const selectSql = `SELECT id, reference, submitted_at AS "submittedAt", ${[
    ...fields.map(([field, column]) => `${column} AS "${field}"`),
    ...storedSelectItems(table),
  ].join(', ')} FROM ${name} WHERE id = $1`;

  /** One INSERT for rows of the same columns; each row's id (ours, not the column default) finds its answer. */
  async function insertRows(rows: PendingRow[]): Promise<void> {
    const params: unknown[] = [];
    const columns = rows[0]?.cells.map(([column]) => assertIdentifier(column)) ?? [];
    const tuples = rows.map(
      ({ cells }) =>
        `(${cells.map(([, value]) => (isSqlFragment(value) ? bindSql(value, params) : `$${params.push(value ?? null)}`)).join(', ')})`,
    );
    const result = await pool.query<{ id: string; reference: string; submitted_at: Date }>(
      `INSERT INTO ${name} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id, reference, submitted_at`,
      params,
    );
    const stored = new Map(result.rows.map((row) => [row.id, { id: row.id, reference: row.reference, submittedAt: row.submitted_at }]));
    for (const row of rows) {
      const answer = stored.get(row.cells[0]?.[1] as string);
      row.outcome = answer ? { stored: answer } : { error: new Error(`INSERT into ${name} returned no row`) };
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
      const shape = row.cells.map(([column]) => column).join();
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
    ...createPipelineTable(pool, { name, mails: mailsOf(form) }),

    async insert(input, spamReason = null, source = null) {
      const values = input as Record<string, unknown>;
      const cells: Cell[] = [['id', randomUUID()]];
      for (const [field, column] of fields) cells.push([column, values[field]]);
      for (const [column, value] of Object.entries(table.insertExtras?.({ spamReason }) ?? {})) cells.push([column, value]);
      cells.push(['spam_reason', spamReason], ['source', source ? JSON.stringify(source) : null]);
      const pending: PendingRow = { cells };
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

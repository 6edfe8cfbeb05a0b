/**
 * The one repository every form kind gets, derived from its descriptor (define-lead-form.ts): INSERT and SELECT are
 * built from the field↔column map, the lead comes back under the fields' names (SQL aliases), so no kind
 * writes a row type or a mapping. Identifiers come from the descriptors and are checked; values are always
 * bound parameters, so no visitor input ever reaches the SQL text.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type pg from 'pg';
import type * as z from 'zod/mini';
import { bindSql, isSqlFragment } from '../db/sql.ts';
import { mailsOf, type LeadForm, type LeadOf, type LeadTable } from './define-lead-form.ts';
import { assertIdentifier, createPipelineTable, type PipelineTable } from './pipeline-table.ts';
import type { LeadSource } from './lead-source.ts';
import type { SpamReason } from './spam.ts';

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

  return {
    ...createPipelineTable(pool, { name, mails: mailsOf(form) }),

    async insert(input, spamReason = null, source = null) {
      const values = input as Record<string, unknown>;
      const params: unknown[] = [];
      const columns: string[] = [];
      const expressions: string[] = [];
      const add = (column: string, value: unknown) => {
        columns.push(assertIdentifier(column));
        if (isSqlFragment(value)) expressions.push(bindSql(value, params));
        else expressions.push(`$${params.push(value ?? null)}`);
      };
      for (const [field, column] of fields) add(column, values[field]);
      for (const [column, value] of Object.entries(table.insertExtras?.({ spamReason }) ?? {})) add(column, value);
      add('spam_reason', spamReason);
      add('source', source ? JSON.stringify(source) : null);
      const result = await pool.query<{ id: string; reference: string; submitted_at: Date }>(
        `INSERT INTO ${name} (${columns.join(', ')}) VALUES (${expressions.join(', ')}) RETURNING id, reference, submitted_at`,
        params,
      );
      const row = result.rows[0];
      if (!row) throw new Error(`INSERT into ${name} returned no row`);
      return { id: row.id, reference: row.reference, submittedAt: row.submitted_at };
    },

    async findById(id) {
      const row = (await pool.query<Record<string, unknown>>(selectSql, [id])).rows[0];
      if (!row) return undefined;
      parseStored(table, row);
      return row as LeadOf<Table>;
    },
  };
}

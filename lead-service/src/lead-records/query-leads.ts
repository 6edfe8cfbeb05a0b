/**
 * Reads leads across every lead table (record-tables.ts), newest first, with the filters the CLI offers. Each
 * table is queried on its own — their columns differ — and the results are merged in memory; a limit is
 * applied per table first, so no query reads more rows than the answer can show.
 */
import type pg from 'pg';
import { emailMatch, phoneMatch } from './person-match.ts';
import { leadRowsOf, mailSelectItems } from '../pipeline/pipeline-table.ts';
import { quoteIdentifier, type RecordTable } from './record-tables.ts';

export interface LeadFilters {
  /** Only these tables (already resolved from --kind). */
  tables?: readonly RecordTable[];
  /** Inclusive lower bound of the creation time. */
  since?: Date;
  /** Exclusive upper bound of the creation time. */
  until?: Date;
  /** Rows where any e-mail column equals this address (case-insensitive); a kind without e-mail columns has none. */
  email?: string;
  /** Rows where any phone column holds this number, as phoneDigits (platform/shared/phone-number.ts) gives it; a kind without phone columns has none. */
  phoneDigits?: string;
  /** Only rows the form protection flagged (spam_reason set, kind-kit/spam.ts). */
  spam?: boolean;
  /** At most this many rows in total (newest first); undefined → all. */
  limit?: number;
}

export interface LeadRecord {
  lead: RecordTable;
  id: string;
  createdAt: Date;
  /** Every column as pg returns it. */
  row: Record<string, unknown>;
}

/** Calendar days (PostgreSQL date), read as YYYY-MM-DD: pg would make each a local midnight, printed as an instant. */
const dayColumns: ReadonlySet<string> = new Set(['won_contract_date']);

/** The row's columns as its descriptor names them (record-tables.ts), never `*`; the mails' from lead_mails. */
function selectList(lead: RecordTable): string {
  const mailItems = new Map(
    mailSelectItems(lead.mails, lead.table).map((item) => [item.slice(item.lastIndexOf(' AS ') + 4), item] as const),
  );
  return lead.columns
    .map((column) => {
      const name = quoteIdentifier(column);
      return mailItems.get(column) ?? (dayColumns.has(column) ? `to_char(${name}, 'YYYY-MM-DD') AS ${name}` : name);
    })
    .join(', ');
}

function toRecord(lead: RecordTable, row: Record<string, unknown>): LeadRecord {
  const created = row[lead.createdColumn];
  return { lead, id: String(row.id), createdAt: created instanceof Date ? created : new Date(String(created)), row };
}

export async function queryLeads(pool: pg.Pool, tables: readonly RecordTable[], filters: LeadFilters = {}): Promise<LeadRecord[]> {
  const records: LeadRecord[] = [];
  for (const lead of filters.tables ?? tables) {
    const conditions: string[] = [];
    if (filters.spam) conditions.push('spam_reason IS NOT NULL');
    const values: unknown[] = [];
    const created = quoteIdentifier(lead.createdColumn);
    if (filters.since) {
      values.push(filters.since);
      conditions.push(`${created} >= $${values.length}`);
    }
    if (filters.until) {
      values.push(filters.until);
      conditions.push(`${created} < $${values.length}`);
    }
    if (filters.email) {
      const match = emailMatch(lead, `$${values.length + 1}`);
      if (!match) continue;
      values.push(filters.email);
      conditions.push(match);
    }
    if (filters.phoneDigits) {
      const match = phoneMatch(lead, `$${values.length + 1}`);
      if (!match) continue;
      values.push(filters.phoneDigits);
      conditions.push(match);
    }
    let sql = `SELECT ${selectList(lead)} FROM ${leadRowsOf(lead.table)}`;
    if (conditions.length > 0) sql += ` WHERE ${conditions.join(' AND ')}`;
    sql += ` ORDER BY ${created} DESC, id`;
    if (filters.limit !== undefined) {
      values.push(filters.limit);
      sql += ` LIMIT $${values.length}`;
    }
    const result = await pool.query<Record<string, unknown>>(sql, values);
    records.push(...result.rows.map((row) => toRecord(lead, row)));
  }
  records.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  return filters.limit === undefined ? records : records.slice(0, filters.limit);
}

/**
 * The leads whose id starts with `prefix` (lower-case hex and hyphens, as ids are written), across every lead
 * table, at most `limit` per table: enough to tell one match from several and to list a few.
 */
export async function findLeadsByIdPrefix(pool: pg.Pool, tables: readonly RecordTable[], prefix: string, limit = 5): Promise<LeadRecord[]> {
  if (!/^[0-9a-f-]+$/.test(prefix)) throw new Error(`not an id prefix: ${prefix}`);
  const records: LeadRecord[] = [];
  for (const lead of tables) {
    const result = await pool.query<Record<string, unknown>>(
      `SELECT ${selectList(lead)} FROM ${leadRowsOf(lead.table)} WHERE id::text LIKE $1 ORDER BY id LIMIT $2`,
      [`${prefix}%`, limit],
    );
    records.push(...result.rows.map((row) => toRecord(lead, row)));
  }
  return records;
}

/** The row with this id in whichever lead table holds it (ids are UUIDs, unique across tables). */
export async function findLeadById(pool: pg.Pool, tables: readonly RecordTable[], id: string): Promise<LeadRecord | undefined> {
  for (const lead of tables) {
    const result = await pool.query<Record<string, unknown>>(
      `SELECT ${selectList(lead)} FROM ${leadRowsOf(lead.table)} WHERE id::text = $1`,
      [id],
    );
    const row = result.rows[0];
    if (row) return toRecord(lead, row);
  }
  return undefined;
}

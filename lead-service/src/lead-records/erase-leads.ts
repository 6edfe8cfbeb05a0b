/**
 * DSGVO Art. 17 (right to erasure): deletes every lead row in which an address appears in any e-mail
 * column — or a phone number in any phone column (person-match.ts) — across all lead tables, in one
 * transaction: a crash half-way must not leave the erasure partial. A kind without such a column is skipped.
 * Rows under a legal retention period (retention column in the future, e.g. a cancellation that must be
 * kept as a business record) are not deleted: Art. 17 (3) b lets the legal obligation win, and they are
 * reported with the date and the reason instead. Other rows that quote the address in free text are
 * reported, and with `freeText` the address in them is replaced by `[gelöscht]`. A phone number is typed in
 * too many ways to replace it safely inside a text; rows whose text holds its digits are reported only.
 */
import type pg from 'pg';
import { withTransaction } from '../platform/db/with-transaction.ts';
import { phoneDigits } from '../platform/shared/phone-number.ts';
import { emailMatch, phoneMatch } from './person-match.ts';
import { leadRowsOf } from '../pipeline/pipeline-table.ts';
import { quoteIdentifier, type RecordTable } from './record-tables.ts';

export interface ErasedLead {
  kind: string;
  id: string;
  createdAt: Date;
}

export interface RetainedLead extends ErasedLead {
  retainUntil: Date;
  reason: string;
}

/** A row of someone else that quotes the address in a free-text field (a message that forwards it). */
export interface FreeTextMention {
  kind: string;
  id: string;
  column: string;
  /** True when the address was replaced by `[gelöscht]` (erase --free-text). */
  removed: boolean;
}

export interface ErasureResult {
  erased: ErasedLead[];
  retained: RetainedLead[];
  mentions: FreeTextMention[];
}

/** Whose rows to erase: an e-mail address or a phone number, as the person gave it. */
export type Person = { email: string } | { phone: string };

function matchOf(person: Person, lead: RecordTable, parameter: string): string | undefined {
  return 'email' in person ? emailMatch(lead, parameter) : phoneMatch(lead, parameter);
}

/** A text column that quotes the person's address, or holds the digits of their number (`$1`: phoneDigits). */
function mentionOf(person: Person, column: string): string {
  return 'email' in person
    ? `strpos(lower(${column}), lower($1)) > 0`
    : // Without country code and trunk '0', the national digits are found in '+49 30 …' and '030 …' alike.
      `strpos(regexp_replace(${column}, '[^0-9]', '', 'g'), $1) > 0`;
}

export const erasedPlaceholder = '[gelöscht]';

/** The address as a case-insensitive PostgreSQL regular expression that matches only itself. */
function literalPattern(email: string): string {
  return email.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

export const retentionReason =
  'gesetzliche Aufbewahrungspflicht (Art. 17 Abs. 3 lit. b DSGVO; § 257 HGB, § 147 AO), Löschung nach Fristende';

/**
 * Deletes one lead by its id (a spam lead discarded in the desk's review list), unless it is under legal
 * retention; its address is not searched elsewhere — it may be a stranger's, typed by a program.
 */
export async function eraseLeadById(pool: pg.Pool, tables: readonly RecordTable[], id: string): Promise<ErasureResult> {
  const result: ErasureResult = { erased: [], retained: [], mentions: [] };
  const byKind = new Map(tables.map((lead) => [lead.formKind, lead]));
  // One statement over leads: deleted unless under legal retention, or else read back with its date.
  const { rows } = await pool.query<{ id: string; kind: string; created: Date; retain_until: Date | null; erased: boolean }>(
    `WITH erased AS (
       DELETE FROM leads WHERE id::text = $1 AND kind = ANY($2::text[]) AND NOT coalesce(retain_until > now(), false)
       RETURNING id, kind, submitted_at, retain_until
     )
     SELECT id::text AS id, kind, submitted_at AS created, retain_until, true AS erased FROM erased
     UNION ALL
     SELECT id::text, kind, submitted_at, retain_until, false FROM leads
      WHERE id::text = $1 AND kind = ANY($2::text[]) AND NOT EXISTS (SELECT 1 FROM erased)`,
    [id, [...byKind.keys()]],
  );
  for (const row of rows) {
    const lead = byKind.get(row.kind);
    if (!lead) continue;
    if (row.erased) result.erased.push({ kind: lead.kind, id: row.id, createdAt: row.created });
    else if (row.retain_until) {
      result.retained.push({ kind: lead.kind, id: row.id, createdAt: row.created, retainUntil: row.retain_until, reason: retentionReason });
    }
  }
  return result;
}

export async function eraseLeadsOf(
  pool: pg.Pool,
  tables: readonly RecordTable[],
  person: Person,
  { dryRun = false, freeText = false }: { dryRun?: boolean; freeText?: boolean } = {},
): Promise<ErasureResult> {
  const result: ErasureResult = { erased: [], retained: [], mentions: [] };
  await withTransaction(pool, async (client, rollback) => {
    const value = 'email' in person ? person.email.trim() : phoneDigits(person.phone);
    if (value === undefined) throw new Error('an erasure by phone needs a text that is a phone number');
    for (const lead of tables) {
      const match = matchOf(person, lead, '$1');
      if (!match) continue;
      const rowsOf = leadRowsOf(lead.table);
      const created = quoteIdentifier(lead.createdColumn);
      const retention = lead.retentionColumn ? quoteIdentifier(lead.retentionColumn) : undefined;
      // The retention protects declarations; a row the spam protection held back is none (migration 015).
      const rows = await client.query<{ id: string; created: Date; retain_until: Date | null }>(
        `SELECT id::text AS id, ${created} AS created,
                CASE WHEN spam_held(spam_reason) THEN NULL ELSE ${retention ?? 'NULL::timestamptz'} END AS retain_until
           FROM ${rowsOf} WHERE ${match} FOR UPDATE`,
        [value],
      );
      const now = Date.now();
      const erasable: string[] = [];
      for (const row of rows.rows) {
        const retainUntil = row.retain_until ? new Date(row.retain_until) : undefined;
        if (retainUntil && retainUntil.getTime() > now) {
          result.retained.push({ kind: lead.kind, id: row.id, createdAt: row.created, retainUntil, reason: retentionReason });
        } else {
          erasable.push(row.id);
          result.erased.push({ kind: lead.kind, id: row.id, createdAt: row.created });
        }
      }
      if (!dryRun && erasable.length > 0) {
        await client.query('DELETE FROM leads WHERE id::text = ANY($1::text[])', [erasable]);
      }
    }
    const replace = freeText && !dryRun && 'email' in person;
    for (const lead of tables) {
      for (const column of lead.textColumns) {
        const quoted = quoteIdentifier(column);
        // A record under legal retention is evidence and stays as it is; it is reported all the same.
        const retained = lead.retentionColumn
          ? `coalesce(${quoteIdentifier(lead.retentionColumn)} > now() AND NOT spam_held(spam_reason), false)`
          : 'false';
        const rows = await client.query<{ id: string; retained: boolean }>(
          `SELECT id::text AS id, ${retained} AS retained FROM ${leadRowsOf(lead.table)}
            WHERE ${mentionOf(person, quoted)} ORDER BY id`,
          [value],
        );
        const replaceable = replace ? rows.rows.filter((row) => !row.retained).map((row) => row.id) : [];
        if (replaceable.length > 0) {
          await client.query(
            `UPDATE ${quoteIdentifier(lead.table)} SET ${quoted} = regexp_replace(${quoted}, $1, $2, 'gi') WHERE id::text = ANY($3::text[])`,
            [literalPattern(value), erasedPlaceholder, replaceable],
          );
        }
        for (const row of rows.rows) result.mentions.push({ kind: lead.kind, id: row.id, column, removed: replaceable.includes(row.id) });
      }
    }
    if (dryRun) rollback();
  });
  return result;
}

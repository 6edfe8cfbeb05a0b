import pg from 'pg';

/**
 * Every kind's table and its e-mail columns, as the service's migrations made them: a kind's table is one whose id
 * references leads (lead-service/migrations/074_one_lead_table.sql), so a new form's table is searched without an
 * edit here.
 */
async function kindTables(client: pg.Client): Promise<Map<string, string[]>> {
  const result = await client.query<{ table_name: string; email_columns: string[] }>(
    `SELECT c.table_name::text AS table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS email_columns
       FROM information_schema.columns c
      WHERE c.table_schema = current_schema()
        AND (c.column_name = 'email' OR c.column_name LIKE '%\\_email')
        AND c.table_name::text IN (
          SELECT f.conrelid::regclass::text
            FROM pg_constraint f
            JOIN pg_attribute a ON a.attrelid = f.conrelid AND a.attnum = ANY (f.conkey)
           WHERE f.contype = 'f' AND f.confrelid = 'leads'::regclass AND a.attname = 'id' AND cardinality(f.conkey) = 1)
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  return new Map(result.rows.map((row) => [row.table_name, row.email_columns]));
}

export interface StoredLead {
  table: string;
  spamReason: string | null;
  enqueuedAt: Date | null;
  columns: string[];
}

/**
 * The lead a story sent with `email` (any form), straight from the service's database, or undefined: its kind's
 * row (`columns` are that table's, where the form's own fields are stored) with the lead's spam flag and queue time.
 */
export async function findLeadByEmail(email: string): Promise<StoredLead | undefined> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL fehlt: global-setup.ts hat den Server nicht gestartet');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await kindTables(client);
    if (tables.size === 0) throw new Error('keine Lead-Tabellen gefunden: ist die Datenbank migriert?');
    for (const [table, emailColumns] of tables) {
      const matches = emailColumns.map((column) => `k.${column} = $1`).join(' OR ');
      const result = await client.query<Record<string, unknown>>(`SELECT k.* FROM ${table} k WHERE ${matches}`, [email]);
      const row = result.rows[0];
      if (row) {
        const lead = await client.query<{ spam_reason: string | null; enqueued_at: Date | null }>(
          'SELECT spam_reason, enqueued_at FROM leads WHERE id = $1',
          [row.id],
        );
        return {
          table,
          spamReason: lead.rows[0]?.spam_reason ?? null,
          enqueuedAt: lead.rows[0]?.enqueued_at ?? null,
          columns: result.fields.map((field) => field.name),
        };
      }
    }
    return undefined;
  } finally {
    await client.end();
  }
}

import pg from 'pg';

/**
 * Every lead table and its e-mail columns, as the service's migrations made them: a lead table is one whose
 * flag column has the domain spam_reason (lead-service/migrations/009_spam_rules.sql), so a new form's table
 * is searched without an edit here.
 */
async function leadTables(client: pg.Client): Promise<Map<string, string[]>> {
  const result = await client.query<{ table_name: string; email_columns: string[] }>(
    `SELECT c.table_name, array_agg(e.column_name::text ORDER BY e.ordinal_position) AS email_columns
       FROM information_schema.columns c
       JOIN information_schema.columns e ON e.table_schema = c.table_schema AND e.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'spam_reason' AND c.domain_name = 'spam_reason'
        AND (e.column_name = 'email' OR e.column_name LIKE '%\\_email')
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

/** The lead row a story sent with `email` (any form), straight from the service's database, or undefined. */
export async function findLeadByEmail(email: string): Promise<StoredLead | undefined> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL fehlt: global-setup.ts hat den Server nicht gestartet');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await leadTables(client);
    if (tables.size === 0) throw new Error('keine Lead-Tabellen gefunden: ist die Datenbank migriert?');
    for (const [table, emailColumns] of tables) {
      const matches = emailColumns.map((column) => `${column} = $1`).join(' OR ');
      const result = await client.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE ${matches}`, [email]);
      const row = result.rows[0];
      if (row) {
        return {
          table,
          spamReason: (row.spam_reason as string | null) ?? null,
          enqueuedAt: (row.enqueued_at as Date | null) ?? null,
          columns: result.fields.map((field) => field.name),
        };
      }
    }
    return undefined;
  } finally {
    await client.end();
  }
}

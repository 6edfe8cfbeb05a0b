import pg from 'pg';

const leadTables = ['contact_submissions', 'contact_messages', 'referrals', 'cancellations'] as const;
const emailColumn: Record<(typeof leadTables)[number], string> = {
  contact_submissions: 'email',
  contact_messages: 'email',
  referrals: 'referrer_email',
  cancellations: 'email',
};

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
    for (const table of leadTables) {
      const result = await client.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE ${emailColumn[table]} = $1`, [email]);
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

import pg from 'pg';

export interface StoredCallback {
  id: string;
  name: string;
  reference: string;
}

/**
 * Callback requests written straight into the service's database, a minute apart in the given order (the last
 * is the newest), already notified: a story about the desk's lists gets rows it knows without waiting for forms.
 * `held` marks them as the spam protection would (token_missing), so they wait under Prüfen; `daysAgo` moves them
 * back in time.
 */
export async function storeCallbacks(
  names: readonly string[],
  options: { held?: boolean; daysAgo?: number } = {},
): Promise<StoredCallback[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const stored: StoredCallback[] = [];
    for (const [index, name] of names.entries()) {
      // The lead (leads), its own fields (callback_requests) and its one mail, sent (migrations/074_one_lead_table.sql).
      const { rows } = await client.query<{ id: string; reference: string }>(
        `WITH lead AS (
           INSERT INTO leads (kind, status, submitted_at, enqueued_at, spam_reason, search_text)
           VALUES ('callback-request', 'new', now() - ($3 * interval '1 minute') - ($5 * interval '1 day'), now(), $4,
                   lead_search_normal($1 || ' Bitte vormittags anrufen.') || ' ' || lead_phone_digits('030 5550' || $2))
           RETURNING id, reference
         ), fields AS (
           INSERT INTO callback_requests (id, name, phone, time_window, message)
           SELECT id, $1, '030 5550' || $2, 'vormittags', 'Bitte vormittags anrufen.' FROM lead
         ), mail AS (
           INSERT INTO lead_mails (lead_id, mail, sent_at) SELECT id, 'notification', now() FROM lead
         )
         SELECT id::text AS id, reference FROM lead`,
        [name, String(100 + index), names.length - index, options.held ? 'token_missing' : null, options.daysAgo ?? 0],
      );
      const row = rows[0];
      if (row) stored.push({ id: row.id, name, reference: row.reference });
    }
    return stored;
  } finally {
    await client.end();
  }
}

/** Whether the lead's row is still stored. */
export async function callbackExists(id: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return ((await client.query('SELECT 1 FROM callback_requests WHERE id = $1', [id])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

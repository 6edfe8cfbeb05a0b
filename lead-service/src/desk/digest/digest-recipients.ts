/**
 * Who a digest run mails: the active accounts that switched the digest on and gave an address. The preview
 * (preview-digest.ts) asks for one account by its login name instead, whether or not it would get the mail.
 */
import type pg from 'pg';

export interface DigestRecipient {
  id: string;
  username: string;
  name: string;
  /** Null: no address, so no mail (only a preview names such an account). */
  email: string | null;
  digest: boolean;
}

/** Staff accounts are few; the bound keeps a run finite whatever the table holds. */
const maxRecipients = 500;

const columns = 'id::text AS id, username, coalesce(display_name, username) AS name, email, digest';

export async function readDigestRecipients(pool: pg.Pool): Promise<DigestRecipient[]> {
  const { rows } = await pool.query<DigestRecipient>(
    `SELECT ${columns} FROM users
      WHERE digest AND email IS NOT NULL AND disabled_at IS NULL
      ORDER BY lower(username) LIMIT ${maxRecipients}`,
  );
  return rows;
}

export async function readDigestAccount(pool: pg.Pool, username: string): Promise<DigestRecipient | undefined> {
  const { rows } = await pool.query<DigestRecipient>(
    `SELECT ${columns} FROM users WHERE lower(username) = lower($1) AND disabled_at IS NULL`,
    [username],
  );
  return rows[0];
}

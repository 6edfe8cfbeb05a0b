/** The names the desk shows for lead owners (display name, else login), for `leads show` and the CSV's „Zuständig“. */
import type pg from 'pg';

export async function ownerNames(pool: pg.Pool, ownerIds: readonly unknown[]): Promise<Map<string, string>> {
  const ids = [...new Set(ownerIds.filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<{ id: string; name: string }>(
    'SELECT id::text, coalesce(display_name, username) AS name FROM users WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * One statement on the maintenance database of the real PostgreSQL (CREATE/DROP DATABASE, pg_stat_activity), on
 * a connection of its own: the test databases and the benches' throwaway databases are made and dropped this way.
 */
import pg from 'pg';

export const adminDatabaseUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function adminQuery<Row extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
  connectionString = adminDatabaseUrl,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../src/platform/db/pool.ts';
import { withTransaction } from '../src/platform/db/with-transaction.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  pool = createPool({ connectionString: db.url, max: 1 });
  await pool.query('CREATE TABLE notes (text text NOT NULL)');
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const notes = async () => (await pool.query<{ text: string }>('SELECT text FROM notes ORDER BY text')).rows.map((row) => row.text);

describe('when code changes the database inside withTransaction', () => {
  it('then work that returns is committed and its result handed back', async () => {
    const result = await withTransaction(pool, async (client) => {
      await client.query("INSERT INTO notes VALUES ('kept')");
      return 'done';
    });
    expect(result).toBe('done');
    expect(await notes()).toEqual(['kept']);
  });

  it('then work that throws leaves nothing behind and the error reaches the caller', async () => {
    const failure = new Error('refused');
    await expect(
      withTransaction(pool, async (client) => {
        await client.query("INSERT INTO notes VALUES ('thrown away')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual(['kept']);
  });

  it('then work that asks for a rollback returns its answer without its changes', async () => {
    const result = await withTransaction(pool, async (client, rollback) => {
      await client.query("INSERT INTO notes VALUES ('dry run')");
      rollback();
      return 'would have written';
    });
    expect(result).toBe('would have written');
    expect(await notes()).toEqual(['kept']);
  });

  it('then the connection goes back to the pool every time, so a pool of one keeps serving', async () => {
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await expect(pool.query('SELECT 1')).resolves.toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPipelineTable } from '../src/pipeline/pipeline-table.ts';
import { coalesceWhileBusy } from '../src/platform/shared/coalesce-while-busy.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** A write the test finishes by hand, so it decides what is in flight when. */
function heldWrites() {
  const batches: string[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const write = (items: string[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(items);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  const finish = async (index: number, error?: Error) => {
    finishers[index]?.(error);
    // Let the settled batch's callbacks and the next batch's start run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, write, finish };
}

describe('when form posts mark their rows while one mark is still being written', () => {
  it('then an idle caller is written alone at once, and the callers that came meanwhile share the next write', async () => {
    const { batches, write, finish } = heldWrites();
    const mark = coalesceWhileBusy(write);
    const first = mark('a');
    expect(batches).toEqual([['a']]);
    const waiting = [mark('b'), mark('c'), mark('d')];
    expect(batches).toHaveLength(1);
    await finish(0);
    await first;
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await finish(1);
    await Promise.all(waiting);
    const idle = mark('e');
    expect(batches.at(-1)).toEqual(['e']);
    await finish(2);
    await idle;
  });

  it('then a failed write fails each caller it carried, and the next callers are written anyway', async () => {
    const { batches, write, finish } = heldWrites();
    const mark = coalesceWhileBusy(write);
    const first = mark('a');
    const carried = [mark('b'), mark('c')].map((done) =>
      done.then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    await finish(0);
    await first;
    await finish(1, new Error('Datenbank weg'));
    expect(await Promise.all(carried)).toEqual(['Datenbank weg', 'Datenbank weg']);
    const later = mark('d');
    expect(batches.at(-1)).toEqual(['d']);
    await finish(2);
    await expect(later).resolves.toBeUndefined();
  });

  it('then no write carries more than its bound', async () => {
    const { batches, write, finish } = heldWrites();
    const mark = coalesceWhileBusy(write, 2);
    const all = ['a', 'b', 'c', 'd', 'e'].map((item) => mark(item));
    for (let index = 0; index < 3; index += 1) await finish(index);
    await Promise.all(all);
    expect(batches).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });
});

describe('when a hundred analysis requests are marked as queued at once', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('then every row carries its enqueued_at, whichever write it went in', async () => {
    const ids = (
      await db.pool.query<{ id: string }>(
        `INSERT INTO leads (kind, status, search_text) SELECT 'analysis-request', 'new', 'backerei ' || n FROM generate_series(1, 100) AS n
         RETURNING id`,
      )
    ).rows.map((row) => row.id);
    const table = createPipelineTable(db.pool, { kind: 'analysis-request', mails: ['confirmation', 'notification'] });
    await Promise.all(ids.map((id) => table.markEnqueued(id)));
    const unmarked = await db.pool.query(`SELECT id FROM leads WHERE enqueued_at IS NULL`);
    expect(unmarked.rows).toEqual([]);
  });
});

/**
 * One database transaction on a client of its own: BEGIN, the work, then COMMIT — or ROLLBACK when the work
 * throws or asks for it — and the client always goes back to the pool.
 */
import type pg from 'pg';

export type TransactionClient = pg.PoolClient;

/**
 * Runs `work` inside BEGIN … COMMIT. Calling `rollback()` ends the transaction with ROLLBACK instead once the
 * work returns (a lead that is gone, a dry run); a thrown error rolls back and is rethrown.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: TransactionClient, rollback: () => void) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    let rolledBack = false;
    const result = await work(client, () => {
      rolledBack = true;
    });
    await client.query(rolledBack ? 'ROLLBACK' : 'COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

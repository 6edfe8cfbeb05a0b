/**
 * The whole erasure the CLI (`leads erase`) and the sales desk run, one implementation: the rows (erase-leads.ts),
 * their queue jobs and the queue's event entries naming them, and their .eml files in the local outbox.
 * Redis is reached before any row is deleted, so an erasure that cannot clean the queue is refused whole.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Queue } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import { eraseLeadById, eraseLeadsOf, type ErasureResult } from './erase-leads.ts';
import { removeLeadJobs, trimJobEvents, type RemovedJob } from './lead-jobs.ts';
import type { RecordTable } from './record-tables.ts';

export interface ErasureDependencies {
  pool: pg.Pool;
  tables: readonly RecordTable[];
  queue: Queue;
  /** The queue's connection, for its events stream. */
  redis: RedisClient;
  /** The outbox of `npm start` without SMTP lives under it. */
  dataDir: string;
}

export interface FullErasure extends ErasureResult {
  jobs: RemovedJob[];
  events: number;
  files: number;
}

/** The outbox (`npm start` without SMTP) names files after the Message-ID, which starts with the reference, ending in the id. */
async function removeOutboxFiles(dataDir: string, ids: readonly string[], dryRun: boolean): Promise<number> {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(outbox);
  } catch {
    return 0;
  }
  const matching = names.filter((name) => name.endsWith('.eml') && ids.some((id) => name.includes(id)));
  if (!dryRun) await Promise.all(matching.map((name) => rm(path.join(outbox, name), { force: true })));
  return matching.length;
}

export type ErasureTarget =
  | { email: string; dryRun?: boolean; freeText?: boolean }
  | { phone: string; dryRun?: boolean; freeText?: boolean }
  | { id: string };

export async function erasePerson(deps: ErasureDependencies, target: ErasureTarget): Promise<FullErasure> {
  const dryRun = !('id' in target) && target.dryRun === true;
  const result =
    'id' in target
      ? await eraseLeadById(deps.pool, deps.tables, target.id)
      : await eraseLeadsOf(deps.pool, deps.tables, 'email' in target ? { email: target.email } : { phone: target.phone }, {
          dryRun,
          freeText: target.freeText === true,
        });
  const erasedIds = result.erased.map((lead) => lead.id);
  const jobs = await removeLeadJobs(deps.queue, {
    ids: erasedIds,
    keepIds: result.retained.map((lead) => lead.id),
    ...('email' in target ? { email: target.email } : {}),
    dryRun,
  });
  const events = await trimJobEvents(deps.redis, deps.queue, erasedIds, { dryRun });
  const files = await removeOutboxFiles(deps.dataDir, erasedIds, dryRun);
  return { ...result, jobs, events, files };
}

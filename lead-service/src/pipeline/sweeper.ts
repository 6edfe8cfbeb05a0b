/**
 * The safety net between the database and the queue, for every form kind. A row is committed before its job
 * is added, so a Redis outage (or a crash in between) can leave a row without a job; and a job can end
 * without its mails (a worker killed past the stall limit). Every interval the sweeper scans each kind's
 * table and re-adds a job for such rows. Adding is idempotent — the job id derives from kind and row id — so
 * several sweepers and the request path never race.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { PipelineTable } from './pipeline-table.ts';
import type { Logger } from '../platform/logger.ts';
import type { LeadQueue } from './lead-queue.ts';
import { requeueLead } from './requeue-lead.ts';

export interface SweptTable {
  kind: FormKind;
  pipeline: PipelineTable<string>;
}

export interface SweeperOptions {
  /** Every kind's table (pipeline/lead-wiring.ts handlers fit as they are). */
  tables: readonly SweptTable[];
  leadQueue: LeadQueue;
  logger: Logger;
  intervalMs: number;
  /** Younger rows are left to the request path, which is probably still enqueueing them. */
  minAgeMs: number;
  batchSize?: number;
  /** Re-creates lost reminder jobs (pipeline/reminders/reminder-sweep.ts); not counted in sweep()'s result. */
  sweepReminders?: () => Promise<number>;
  /** Other mails with their own queue that the pass looks after too (kinds/analysis-requests/analysis/analysis-mail-sweep.ts); not counted either. */
  extraSweeps?: readonly (() => Promise<number>)[];
}

export interface Sweeper {
  /** Runs one pass now (the reminders' too); resolves with the number of rows (re-)enqueued, over all kinds. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export function startSweeper(options: SweeperOptions): Sweeper {
  const { tables, leadQueue, logger, intervalMs, minAgeMs, batchSize = 100 } = options;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sweepTable({ kind, pipeline }: SweptTable): Promise<number> {
    const pending = await pipeline.findPending(minAgeMs, batchSize);
    let enqueued = 0;
    for (const row of pending) {
      const { added, previousState } = await requeueLead(leadQueue, { kind, id: row.id });
      // Either way the row only needs the bookkeeping the request path may have missed.
      if (added || !row.enqueuedAt) await pipeline.markEnqueued(row.id);
      if (!added) continue;
      enqueued += 1;
      logger.info({ leadId: row.id, leadKind: kind, previousJobState: previousState ?? 'none' }, 'sweeper enqueued lead');
    }
    return enqueued;
  }

  async function sweepOnce(): Promise<number> {
    let enqueued = 0;
    // One kind after another, each with its own batch: a backlog in one table cannot starve the others.
    for (const table of tables) enqueued += await sweepTable(table);
    // Its own failure must not hide the leads' count; the lead tables come first as they carry the receipts.
    await options
      .sweepReminders?.()
      .catch((error: unknown) => logger.warn({ err: error }, 'reminder sweep failed; trying again next interval'));
    for (const extra of options.extraSweeps ?? [])
      await extra().catch((error: unknown) => logger.warn({ err: error }, 'sweep failed; trying again next interval'));
    return enqueued;
  }

  function sweep(): Promise<number> {
    // One pass at a time: a slow pass must not overlap with the next tick.
    running ??= sweepOnce()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'sweep failed; trying again next interval');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) void sweep();
  }, intervalMs);
  timer.unref();
  void sweep();

  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

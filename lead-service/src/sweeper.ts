/**
 * The safety net between the database and the queue. A lead is committed before its job is added, so a
 * Redis outage (or a crash in between) can leave a row without a job; and a job can end without its mails
 * (a worker killed past the stall limit). Every interval the sweeper re-adds a job for such rows. Adding is
 * idempotent — the job id derives from the row id — so several sweepers and the request path never race.
 */
import type { ContactSubmissionRepository } from './contact-submissions/repository.ts';
import type { Logger } from './logger.ts';
import type { LeadQueue } from './queue/lead-queue.ts';

export interface SweeperOptions {
  repository: ContactSubmissionRepository;
  leadQueue: LeadQueue;
  logger: Logger;
  intervalMs: number;
  /** Younger rows are left to the request path, which is probably still enqueueing them. */
  minAgeMs: number;
  batchSize?: number;
}

export interface Sweeper {
  /** Runs one pass now; resolves with the number of leads (re-)enqueued. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

const unfinishedStates = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export function startSweeper(options: SweeperOptions): Sweeper {
  const { repository, leadQueue, logger, intervalMs, minAgeMs, batchSize = 100 } = options;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sweepOnce(): Promise<number> {
    const pending = await repository.findPending(minAgeMs, batchSize);
    let enqueued = 0;
    for (const lead of pending) {
      const state = await leadQueue.jobState(lead.id);
      if (state !== undefined && unfinishedStates.has(state)) {
        // A job is on its way; it only needs the bookkeeping the request path may have missed.
        if (!lead.enqueuedAt) await repository.markEnqueued(lead.id);
        continue;
      }
      // A finished job still holds the id; without removing it, BullMQ would ignore the new add.
      if (state !== undefined) await leadQueue.removeFinishedJob(lead.id);
      await leadQueue.enqueue(lead.id);
      await repository.markEnqueued(lead.id);
      enqueued += 1;
      logger.info({ leadId: lead.id, previousJobState: state ?? 'none' }, 'sweeper enqueued lead');
    }
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

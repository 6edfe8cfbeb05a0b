/**
 * Finds and removes the BullMQ jobs that belong to given leads, for `show`, erasure and retention. Job ids
 * differ by form kind ('lead-<uuid>', 'referral-<uuid>', …), so jobs are matched by what they carry: the
 * row id in their data or id, or the erased address anywhere in their data, error or stack trace (an SMTP
 * rejection quotes the recipient). An active job is locked by its worker and cannot be removed; it finds
 * its row gone and ends without sending, and is reported as such.
 */
import type { Job, Queue } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';

export interface LeadJob {
  queue: string;
  jobId: string;
  state: string;
  attemptsMade: number;
  failedReason?: string;
  job: Job;
}

export interface RemovedJob {
  queue: string;
  jobId: string;
  state: string;
  removed: boolean;
  note?: string;
}

export interface JobMatch {
  /** Row ids whose jobs are wanted. */
  ids: readonly string[];
  /** Row ids whose jobs must be left alone even if they mention the address (retained rows). */
  keepIds?: readonly string[];
  /** Also match jobs that mention this address. */
  email?: string;
}

const scannedStates = ['active', 'waiting', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;

/** Jobs are read in pages of this many, so a long failed or completed list is never loaded at once. */
export const jobPageSize = 500;

function mentions(job: Job, ids: ReadonlySet<string>, keep: ReadonlySet<string>, email: string | undefined): boolean {
  const data = (job.data ?? {}) as { id?: unknown };
  // A retained row's job (a cancellation's pending receipt) stays, even if its error text quotes the address.
  if (typeof data.id === 'string' && keep.has(data.id)) return false;
  if (typeof data.id === 'string' && ids.has(data.id)) return true;
  for (const id of ids) if (job.id?.endsWith(id)) return true;
  if (!email) return false;
  const needle = email.trim().toLowerCase();
  const haystack = [JSON.stringify(job.data ?? null), job.failedReason ?? '', ...(job.stacktrace ?? [])].join('\n').toLowerCase();
  return haystack.includes(needle);
}

async function* jobsIn(queue: Queue, state: (typeof scannedStates)[number]): AsyncGenerator<Job | undefined> {
  // Pages are read by position; a job that moves away meanwhile may shift another past a page border, which
  // the next erase run finds. A hard bound keeps a list that grows as fast as it is read from looping forever.
  for (let start = 0; start < 1_000_000; start += jobPageSize) {
    const page = await queue.getJobs([state], start, start + jobPageSize - 1);
    yield* page;
    if (page.length < jobPageSize) return;
  }
}

export async function findLeadJobs(queue: Queue, { ids, keepIds = [], email }: JobMatch): Promise<LeadJob[]> {
  const idSet = new Set(ids);
  const keep = new Set(keepIds);
  if (idSet.size === 0 && !email) return [];
  const found: LeadJob[] = [];
  const seen = new Set<string>();
  for (const state of scannedStates) {
    for await (const job of jobsIn(queue, state)) {
      // A job can move between lists while they are read one after another; report it once.
      if (!job?.id || seen.has(job.id) || !mentions(job, idSet, keep, email)) continue;
      seen.add(job.id);
      found.push({
        queue: queue.name,
        jobId: job.id,
        state,
        attemptsMade: job.attemptsMade,
        ...(job.failedReason ? { failedReason: job.failedReason } : {}),
        job,
      });
    }
  }
  return found;
}

export async function removeLeadJobs(queue: Queue, match: JobMatch & { dryRun?: boolean }): Promise<RemovedJob[]> {
  const removed: RemovedJob[] = [];
  for (const { jobId, state, job } of await findLeadJobs(queue, match)) {
    if (state === 'active') {
      removed.push({
        queue: queue.name,
        jobId,
        state,
        removed: false,
        note: 'läuft gerade; findet die Zeile nicht mehr und endet ohne Mail',
      });
      continue;
    }
    if (match.dryRun) {
      removed.push({ queue: queue.name, jobId, state, removed: false, note: 'Probelauf' });
      continue;
    }
    try {
      await job.remove();
      removed.push({ queue: queue.name, jobId, state, removed: true });
    } catch (error) {
      removed.push({ queue: queue.name, jobId, state, removed: false, note: error instanceof Error ? error.message : String(error) });
    }
  }
  return removed;
}

/**
 * BullMQ's events stream (`<prefix>:<queue>:events`) records each job's id, and a failed job's reason, for
 * a while after the job is gone; the entries of erased leads are deleted from it. Read in pages by XRANGE.
 */
export async function trimJobEvents(
  client: RedisClient,
  queue: Queue,
  ids: readonly string[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<number> {
  const key = queue.keys.events;
  if (ids.length === 0 || !key) return 0;
  let removed = 0;
  let from = '-';
  for (let pages = 0; pages < 10_000; pages += 1) {
    const entries = await client.xrange(key, from, '+', 'COUNT', jobPageSize);
    const matching = entries
      .filter(([, fields]) => ids.some((id) => fields.some((value) => value.includes(id))))
      .map(([entryId]) => entryId);
    if (matching.length > 0 && !dryRun) await client.xdel(key, ...matching);
    removed += matching.length;
    const last = entries.at(-1);
    if (!last || entries.length < jobPageSize) break;
    from = `(${last[0]}`;
  }
  return removed;
}

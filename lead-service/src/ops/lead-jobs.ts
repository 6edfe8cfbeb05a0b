/**
 * Finds and removes the BullMQ jobs that belong to given leads, for `show`, erasure and retention. Job ids
 * differ by form kind ('lead-<uuid>', 'referral-<uuid>', …), so jobs are matched by what they carry: the
 * row id in their data or id, or the erased address anywhere in their data, error or stack trace (an SMTP
 * rejection quotes the recipient). An active job is locked by its worker and cannot be removed; it finds
 * its row gone and ends without sending, and is reported as such.
 */
import type { Job, Queue } from 'bullmq';

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

export async function findLeadJobs(queue: Queue, { ids, keepIds = [], email }: JobMatch): Promise<LeadJob[]> {
  const idSet = new Set(ids);
  const keep = new Set(keepIds);
  if (idSet.size === 0 && !email) return [];
  const found: LeadJob[] = [];
  const seen = new Set<string>();
  for (const state of scannedStates) {
    for (const job of await queue.getJobs([state], 0, -1)) {
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
      removed.push({ queue: queue.name, jobId, state, removed: false, note: 'läuft gerade; findet die Zeile nicht mehr und endet ohne Mail' });
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

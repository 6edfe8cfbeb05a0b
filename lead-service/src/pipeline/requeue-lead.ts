/**
 * Puts a row's job on the queue again, whatever became of an earlier one: a job still on its way is left
 * alone; a finished one still holds the id, and BullMQ would ignore the new add without removing it first.
 */
import type { JobState, LeadJobData, LeadQueue } from './lead-queue.ts';

const unfinishedStates: ReadonlySet<JobState> = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export interface RequeueResult {
  /** False when a job for the row was still on its way. */
  added: boolean;
  previousState: JobState | undefined;
}

export async function requeueLead(leadQueue: LeadQueue, job: LeadJobData): Promise<RequeueResult> {
  const state = await leadQueue.jobState(job);
  if (state !== undefined && unfinishedStates.has(state)) return { added: false, previousState: state };
  if (state !== undefined) await leadQueue.removeFinishedJob(job);
  await leadQueue.enqueue(job);
  return { added: true, previousState: state };
}

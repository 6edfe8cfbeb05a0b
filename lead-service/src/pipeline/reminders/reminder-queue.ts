/**
 * Adding to the 'reminders' queue (its job: reminder-job.ts): one delayed job per lead and reminder
 * (promise-reminders.ts), due when the lead reaches the reminder's age. The job id `<reminder>-<uuid>` (no ':',
 * never all digits) makes adding idempotent, so the request path and the job's sweep may both add it; a Redis
 * that lost its jobs gets them back from the sweep.
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type { ReminderName } from '../../kind-kit/lead-reminder.ts';

export const reminderQueueName = 'reminders';

export interface ReminderJobData {
  reminder: ReminderName;
  id: string;
}

export function reminderJobId({ reminder, id }: ReminderJobData): string {
  return `${reminder}-${id}`;
}

export interface ReminderQueue {
  /** Adds the job to run at `dueAt` (at once if that has passed); nothing happens when it exists. */
  schedule(job: ReminderJobData, dueAt: Date): Promise<void>;
  /** Like schedule, but a finished job of the same id (a failed send, a race) is replaced. */
  reschedule(job: ReminderJobData, dueAt: Date): Promise<boolean>;
}

/** `queue`: the job host's, with the job's options as its defaults; `connection`: the producer connection it uses. */
export function createReminderQueue(queue: Queue<ReminderJobData>, connection: RedisClient): ReminderQueue {
  async function schedule(job: ReminderJobData, dueAt: Date): Promise<void> {
    if (connection.status !== 'ready') throw new Error(`Redis not connected (status ${connection.status})`);
    const delay = Math.max(0, dueAt.getTime() - Date.now());
    await queue.add(job.reminder, job, { jobId: reminderJobId(job), delay });
  }

  return {
    schedule,
    async reschedule(job, dueAt) {
      const existing = await queue.getJob(reminderJobId(job));
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed') return false;
        await existing.remove();
      }
      await schedule(job, dueAt);
      return true;
    },
  };
}

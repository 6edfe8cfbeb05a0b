/**
 * The 'reminders' queue: one delayed job per lead and reminder (promise-reminders.ts), due when the lead
 * reaches the reminder's age. The job id `<reminder>-<uuid>` (no ':', never all digits) makes adding
 * idempotent, so the lead worker and the sweeper may both add it; a Redis that lost its jobs gets them back
 * from the sweeper (reminder-sweep.ts).
 */
import { Queue } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type { Logger } from '../../platform/logger.ts';
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
  readonly queue: Queue<ReminderJobData>;
  /** Adds the job to run at `dueAt` (at once if that has passed); nothing happens when it exists. */
  schedule(job: ReminderJobData, dueAt: Date): Promise<void>;
  /** Like schedule, but a finished job of the same id (a failed send, a race) is replaced. */
  reschedule(job: ReminderJobData, dueAt: Date): Promise<boolean>;
  close(): Promise<void>;
}

/** Kept a while to look into; bounded so Redis does not grow with every lead. */
const jobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;

export function createReminderQueue(connection: RedisClient, prefix: string, logger: Logger): ReminderQueue {
  const queue = new Queue<ReminderJobData>(reminderQueueName, { connection, prefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'reminder queue error'));

  async function schedule(job: ReminderJobData, dueAt: Date): Promise<void> {
    if (connection.status !== 'ready') throw new Error(`Redis not connected (status ${connection.status})`);
    const delay = Math.max(0, dueAt.getTime() - Date.now());
    await queue.add(job.reminder, job, { ...jobOptions, jobId: reminderJobId(job), delay });
  }

  return {
    queue,
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
    close: () => queue.close(),
  };
}

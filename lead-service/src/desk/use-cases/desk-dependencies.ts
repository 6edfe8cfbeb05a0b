/** What the desk's use cases are built from; each takes the part it needs (`Pick<DeskDependencies, …>`). */
import type pg from 'pg';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import type { LeadQueue } from '../../pipeline/lead-queue.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type { SessionTimes } from '../../platform/staff/sessions.ts';
import type { ClosedDays } from '../../platform/shared/closed-days.ts';

export interface DeskDependencies {
  /** The kinds the desk lists and acts on (the registry's). */
  forms: readonly LeadForm[];
  pool: pg.Pool;
  leadQueue: LeadQueue;
  /** The producer connection, for the queue's events stream when a lead is erased. */
  redis: RedisClient;
  /** The local outbox of `npm start` lives under it (erasure removes a lead's .eml files). */
  dataDir: string;
  sessionTimes: SessionTimes;
  /** The state's public holidays and the extra closed days: a callback's deadline skips them. */
  closedDays: ClosedDays;
  logger: Logger;
}

/**
 * How often a job that sends a lead's mails is tried before it fails: the lead's own job (pipeline/lead-queue.ts)
 * and a kind's mail jobs of its own (the written analysis's) alike, with the queue's backoff between tries.
 */
export const leadJobAttempts = 8;

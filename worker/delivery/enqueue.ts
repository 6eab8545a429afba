/**
 * Queues jobs whose rows are already in D1: every place that makes a job hands its messages here.
 * The rows are what matter, the messages only make them go at once: if the queue refuses (down,
 * or over the plan's daily operations), that is logged and the 5-minute sweep
 * (worker/cron/housekeeping.ts) queues every due job it finds, so a refusal never fails the
 * request or the run that made the jobs.
 */
import { chunks } from '../store/d1';
import type { JobMessage } from '../env';

/** Most messages one sendBatch takes (Cloudflare Queues' limit). */
export const MAX_MESSAGES_PER_BATCH = 100;

/** Sends `messages` to `queue`, a batch at a time; a refusal is logged as "Could not queue <what> (the sweep will)" and never thrown. */
export async function enqueue(queue: Queue<JobMessage>, messages: readonly JobMessage[], what: string): Promise<void> {
  for (const batch of chunks(messages, MAX_MESSAGES_PER_BATCH)) {
    try {
      await queue.sendBatch(batch.map((body) => ({ body })));
    } catch (error) {
      console.error(`Could not queue ${what} (the sweep will)`, error);
    }
  }
}

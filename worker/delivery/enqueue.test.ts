/**
 * The one way jobs are queued: a batch at a time, and a queue that refuses is logged, never thrown,
 * since the jobs are in D1 already and the sweep queues them (worker/http/leads.test.ts runs that
 * whole path: a refusal, then the sweep).
 */
import type { JobMessage } from '../env';
import { fakeQueue } from '../test-support';
import { MAX_MESSAGES_PER_BATCH, enqueue } from './enqueue';

const messages = (count: number): JobMessage[] => Array.from({ length: count }, (_, index) => ({ leadId: `lead-${index}`, kind: 'email' }));

afterEach(() => jest.restoreAllMocks());

describe('enqueue', () => {
  it('sends the messages in batches the queue takes, in order, and nothing for none', async () => {
    const batches: JobMessage[][] = [];
    const queue = fakeQueue((batch) => void batches.push(batch));
    await enqueue(queue, messages(2 * MAX_MESSAGES_PER_BATCH + 1), 'the test jobs');
    expect(batches.map((batch) => batch.length)).toEqual([MAX_MESSAGES_PER_BATCH, MAX_MESSAGES_PER_BATCH, 1]);
    expect(batches.flat()).toEqual(messages(2 * MAX_MESSAGES_PER_BATCH + 1));
    await enqueue(queue, [], 'nothing');
    expect(batches).toHaveLength(3);
  });

  it('a queue that refuses: said in the log with what was not queued, never thrown, and the next batch still tried', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new Error('Queue send failed: too many operations');
    const taken: JobMessage[][] = [];
    let calls = 0;
    const queue = fakeQueue((batch) => {
      calls += 1;
      if (calls === 1) throw refusal;
      taken.push(batch);
    });
    await expect(enqueue(queue, messages(MAX_MESSAGES_PER_BATCH + 1), "lead 1's jobs")).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith("Could not queue lead 1's jobs (the sweep will)", refusal);
    expect(taken).toEqual([messages(MAX_MESSAGES_PER_BATCH + 1).slice(MAX_MESSAGES_PER_BATCH)]);
  });
});

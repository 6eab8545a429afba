/**
 * What the browser tests cannot see of the lead endpoint, on real D1 and R2 (Miniflare, in
 * memory): the storing is handed to `waitUntil` before the answer is awaited (Cloudflare cancels a
 * request's work when the visitor's connection drops; wrangler's local proxy never does, so over
 * HTTP it cannot be seen), the jobs are queued only once the lead is stored, and a queue that
 * refuses loses nothing (the jobs wait in D1 for the sweep).
 */
import { fakeContext, fakeEmail, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import type { JobMessage, WorkerEnv } from '../env';
import { receiveLead } from './leads';

let storage: TestStorage;

beforeAll(async () => {
  storage = await openTestStorage();
});

beforeEach(async () => {
  await storage.reset();
});

afterAll(async () => {
  await storage.dispose();
});

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const callback = () =>
  new Request('https://site.example/api/leads/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.9' },
    body: JSON.stringify({ firstName: 'Ada', phoneNumber: '+447700900123', leadId: ID }),
  });

function env(queue: WorkerEnv['LEAD_JOBS']): WorkerEnv {
  return testEnv(storage, { LEAD_JOBS: queue, EMAIL: fakeEmail(() => undefined), LEAD_NOTIFY_TO: 'office@example.co.uk', LEAD_NOTIFY_FROM: 'website@example.co.uk' });
}

describe('receiveLead', () => {
  it('hands the storing to waitUntil before waiting on it, and queues the email once the row is in', async () => {
    const queued: JobMessage[] = [];
    let rowsWhenQueued = -1;
    const kept: Promise<unknown>[] = [];
    const queue = fakeQueue(async (messages) => {
      rowsWhenQueued = await storage.count('leads');
      queued.push(...messages);
    });
    const answer = receiveLead(callback(), env(queue), fakeContext(kept), 'callback');
    // The lead is stored even if nobody waits for the answer: the runtime keeps what waitUntil was given.
    await Promise.all(kept.length ? kept : [answer]);
    expect(kept).toHaveLength(1);
    expect(await storage.count('leads')).toBe(1);
    expect((await answer).status).toBe(201);
    expect(queued).toEqual([{ leadId: ID, kind: 'email' }]);
    expect(rowsWhenQueued).toBe(1);
  });

  it('answers 201 when the queue refuses: the job is in D1 for the sweep', async () => {
    const queue = fakeQueue(() => Promise.reject(new Error('queue unavailable')));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await receiveLead(callback(), env(queue), fakeContext(), 'callback');
    expect(answer.status).toBe(201);
    expect(await storage.count('lead_jobs')).toBe(1);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

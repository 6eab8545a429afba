/** @jest-environment jsdom */
import { LEAD_IDLE_MS, LEAD_TIMEOUT_MS, type TransportAnswer } from '@/lib/browser/outbox/outbox';
import { FakeXhr, installFakeXhr } from '@/lib/browser/test-support';
import { xhrTransport } from './xhr-transport';

let restore: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  restore = installFakeXhr();
});
afterEach(() => {
  restore();
  jest.useRealTimers();
});

/** Starts a send and hands back its request and a way to read the answer once it has come. */
function start(body: string | FormData, options: Parameters<typeof xhrTransport>[2]) {
  let answer: TransportAnswer | undefined;
  void xhrTransport('/api/leads/lead', body, options).then((value) => {
    answer = value;
  });
  const request = FakeXhr.requests.at(-1);
  if (!request) throw new Error('nothing was sent');
  return { request, answer: async () => (await jest.advanceTimersByTimeAsync(0), answer) };
}

describe('the XMLHttpRequest transport', () => {
  it('posts JSON as JSON and reads the status, Retry-After in seconds and the JSON answer', async () => {
    const { request, answer } = start('{"a":1}', { timeoutMs: LEAD_TIMEOUT_MS });
    expect(request).toMatchObject({ method: 'POST', url: '/api/leads/lead', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    request.respond(429, { body: { error: 'Too many requests' }, headers: { 'Retry-After': '60' } });
    expect(await answer()).toEqual({ status: 429, retryAfterMs: 60_000, body: { error: 'Too many requests' } });
  });

  it('reads Retry-After given as a date, and leaves out what the answer does not say', async () => {
    jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const dated = start('{}', { timeoutMs: LEAD_TIMEOUT_MS });
    dated.request.respond(503, { headers: { 'Retry-After': 'Mon, 23 Nov 2026 12:02:00 GMT' } });
    expect(await dated.answer()).toEqual({ status: 503, retryAfterMs: 120_000 });
    const plain = start('{}', { timeoutMs: LEAD_TIMEOUT_MS });
    plain.request.respond(201, { body: 'not json' });
    expect(await plain.answer()).toEqual({ status: 201 });
  });

  it('sends a form as it is, without setting its type (the browser adds the boundary)', async () => {
    const form = new FormData();
    form.append('lead', '{}');
    const { request, answer } = start(form, { idleMs: LEAD_IDLE_MS });
    expect(request.body).toBe(form);
    expect(request.headers).toEqual({});
    request.respond(204);
    expect((await answer())?.status).toBe(204);
  });

  it('is status 0 on a network error', async () => {
    const { request, answer } = start('{}', { timeoutMs: LEAD_TIMEOUT_MS });
    request.fail();
    expect(await answer()).toEqual({ status: 0 });
  });

  it('with an idle limit, keeps going as long as bytes move, reports them, and gives up once they stop', async () => {
    const progress = jest.fn();
    const { request, answer } = start(new FormData(), { idleMs: LEAD_IDLE_MS, onProgress: progress });
    // A slow uplink: far longer than any fixed limit in all, but never idle for LEAD_IDLE_MS.
    for (let sent = 1; sent <= 10; sent += 1) {
      await jest.advanceTimersByTimeAsync(LEAD_IDLE_MS - 1);
      request.uploadProgress(sent * 100_000, 1_000_000);
    }
    expect(progress).toHaveBeenLastCalledWith(1_000_000, 1_000_000);
    expect(progress).toHaveBeenCalledTimes(10);
    // The answer coming down counts as movement too.
    await jest.advanceTimersByTimeAsync(LEAD_IDLE_MS - 1);
    request.downloadProgress();
    await jest.advanceTimersByTimeAsync(LEAD_IDLE_MS - 1);
    expect(await answer()).toBeUndefined();
    expect(request.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer()).toEqual({ status: 0 });
    expect(request.aborted).toBe(true);
  });

  it('with a total limit, gives up at it however the bytes move', async () => {
    const { request, answer } = start('{}', { timeoutMs: LEAD_TIMEOUT_MS });
    await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS - 1);
    request.downloadProgress();
    expect(await answer()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer()).toEqual({ status: 0 });
    expect(request.aborted).toBe(true);
    // An answer after giving up changes nothing.
    request.respond(201);
    expect(await answer()).toEqual({ status: 0 });
  });

  it('listens to the upload only when asked for progress (it makes a cross-origin send preflighted)', () => {
    expect(start('{}', { timeoutMs: LEAD_TIMEOUT_MS }).request.uploadListened).toBe(false);
    expect(start(new FormData(), { idleMs: LEAD_IDLE_MS, onProgress: () => {} }).request.uploadListened).toBe(true);
  });
});

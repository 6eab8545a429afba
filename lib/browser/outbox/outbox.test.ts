import {
  LEAD_IDLE_MS,
  LEAD_TIMEOUT_MS,
  LEASE_RENEW_MS,
  OUTBOX_KEY,
  OUTBOX_LOCK,
  OUTBOX_KEEP_MS,
  OUTBOX_MAX_AGE_MS,
  OUTBOX_MESSAGES,
  OUTBOX_NOTICE_MESSAGES,
  RETRY_AFTER_MAX_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  SEND_LEASE_MS,
  SLOT_REPICK_MS,
  deliverLead,
  discardLead,
  fetchTransport,
  flushOutbox,
  leadBody,
  leadState,
  newLeadId,
  nextDue,
  noLock,
  pageLock,
  parseRetryAfter,
  queueLead,
  readOutbox,
  refusalMessage,
  retryDelay,
  retryLead,
  type LeadPhoto,
  type OutboxLock,
  type PendingLead,
  type PhotoStore,
  type Transport,
  type TransportAnswer,
  type TransportOptions,
} from '@/lib/browser/outbox/outbox';
import type { StorageLike } from '@/lib/browser/storage';
import { HUMAN_CHECK_FIELD } from '@/lib/shared/forms/human-check';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** The spam guard's readings, as every form's lead carries them. */
const guard = { website: '', fillMs: 4_000 };
const lead = { id: 'a1', url: 'https://hooks.example/lead', payload: { name: 'Zoë', phone: '+447700900123', guard }, label: 'callback request' };
/** This page view, and another (the next page, or another tab). */
const PAGE = 1000.5;
const OTHER_PAGE = 2000.25;

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, set: (at: number) => void (time = at), advance: (ms: number) => void (time += ms) };
}

/** What a request carried: the JSON body, or for multipart the lead and each photo's name, kind and bytes. */
async function sent(body: string | FormData) {
  if (!(body instanceof FormData)) return JSON.parse(body) as unknown;
  const kinds = body.getAll('photoKind');
  const photos = await Promise.all(body.getAll('photo').map(async (file, index) => ({ name: (file as File).name, kind: kinds[index], text: await (file as File).text() })));
  return { lead: JSON.parse(String(body.get('lead'))) as unknown, photos };
}

interface Call {
  url: string;
  body: unknown;
  options: TransportOptions;
}

/** A transport giving these answers in turn (a number is a bare status), then 201. */
function answering(...answers: (number | TransportAnswer)[]) {
  const calls: Call[] = [];
  const transport = jest.fn<Promise<TransportAnswer>, Parameters<Transport>>(async (url, body, options) => {
    calls.push({ url, body: await sent(body), options });
    const next = answers.shift() ?? 201;
    return typeof next === 'number' ? { status: next } : next;
  });
  return { transport, calls };
}

/** A transport that holds each request until the test answers it. */
function holding() {
  const pending: { options: TransportOptions; answer: (answer: TransportAnswer) => void }[] = [];
  const transport = jest.fn<Promise<TransportAnswer>, Parameters<Transport>>(
    (_url, _body, options) => new Promise<TransportAnswer>((resolve) => pending.push({ options, answer: resolve })),
  );
  return { transport, pending };
}

const photos: LeadPhoto[] = [
  { kind: 'boiler', type: 'jpeg', blob: new Blob(['boiler bytes'], { type: 'image/jpeg' }) },
  { kind: 'flue', type: 'heic', blob: new Blob(['flue bytes'], { type: 'image/heic' }) },
];
const asSent = [
  { name: 'photo-1.jpg', kind: 'boiler', text: 'boiler bytes' },
  { name: 'photo-2.heic', kind: 'flue', text: 'flue bytes' },
];

/** A photo store in memory, or one that can keep nothing (IndexedDB blocked or full). */
function memoryPhotoStore(works = true) {
  const kept = new Map<string, LeadPhoto[]>();
  const store: PhotoStore = {
    put: async (id, list) => (works ? (kept.set(id, list), true) : false),
    get: async (id) => kept.get(id) ?? [],
    remove: async (id) => void kept.delete(id),
  };
  return { store, kept };
}

const only = (store: MemoryStorage) => {
  const leads = readOutbox(store);
  expect(leads).toHaveLength(1);
  return leads[0] as PendingLead;
};

/** Settles the promises a held send has started. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('what each answer means', () => {
  it.each([200, 201, 204])('%i: delivered, and the outbox is empty again', async (status) => {
    const store = new MemoryStorage();
    const { transport, calls } = answering(status);
    expect(await deliverLead(store, lead, { transport, page: PAGE })).toEqual({ status: 'sent' });
    expect(calls).toEqual([{ url: lead.url, body: lead.payload, options: { timeoutMs: LEAD_TIMEOUT_MS } }]);
    expect(store.getItem(OUTBOX_KEY)).toBeNull();
  });

  it.each([
    ['409 with Retry-After', { status: 409, retryAfterMs: 5_000 }, RETRY_BASE_MS],
    ['429 with Retry-After', { status: 429, retryAfterMs: 60_000 }, 60_000],
    ['500', { status: 500 }, RETRY_BASE_MS],
    ['503', { status: 503, body: { error: 'down' } }, RETRY_BASE_MS],
    ['0 (no answer)', { status: 0 }, RETRY_BASE_MS],
  ] as const)('%s: kept, to be sent again after the backoff or the wait asked for', async (_name, answer, wait) => {
    const store = new MemoryStorage();
    const time = clock();
    expect(await deliverLead(store, lead, { transport: answering(answer).transport, now: time.now, page: PAGE })).toEqual({ status: 'kept' });
    const kept = only(store);
    expect(kept).toEqual({ ...lead, queuedAt: time.now(), attempts: 1, fromPage: PAGE, lastStatus: answer.status, nextAttemptAt: time.now() + wait });
    expect(leadState(kept, time.now())).toBe('waiting');
  });

  it('400 to a JSON send: refused with each field message, kept on the device and not sent again by itself', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const body = { error: 'The lead is not valid', fields: { phoneNumber: 'Please enter a valid UK phone number', firstName: 'Too long' } };
    expect(await deliverLead(store, lead, { transport: answering({ status: 400, body }).transport, now: time.now, page: PAGE })).toEqual({
      status: 'refused',
      message: 'Please enter a valid UK phone number; Too long',
      kept: true,
    });
    const kept = only(store);
    expect(kept.refused).toEqual({ status: 400, message: 'Please enter a valid UK phone number; Too long' });
    expect(kept).not.toHaveProperty('nextAttemptAt');
    expect(kept).not.toHaveProperty('sendingUntil');
    expect(leadState(kept, time.now())).toBe('refused');

    const later = answering(201);
    time.advance(RETRY_MAX_MS * 10);
    expect(await flushOutbox(store, { transport: later.transport, now: time.now, page: OTHER_PAGE, force: true })).toEqual({ delivered: [], refused: [], expired: [] });
    expect(later.transport).not.toHaveBeenCalled();
    expect(nextDue(readOutbox(store), time.now())).toBeUndefined();
  });

  it('413 to a JSON send: refused, with the answer\'s error, or a sentence of ours when it gave none', async () => {
    const store = new MemoryStorage();
    expect(await deliverLead(store, lead, { transport: answering({ status: 413, body: { error: 'The body is larger than 65536 bytes' } }).transport, page: PAGE })).toEqual({
      status: 'refused',
      message: 'The body is larger than 65536 bytes',
      kept: true,
    });
    expect(await deliverLead(store, { ...lead, id: 'b2' }, { transport: answering(400).transport, page: PAGE })).toEqual({ status: 'refused', message: OUTBOX_MESSAGES.refusedGeneric, kept: true });
    expect(readOutbox(store).map((l) => l.refused?.status)).toEqual([413, 400]);
  });

  it.each([400, 413])('%i to a send with photos: the details go again at once as JSON, and the photos are let go', async (status) => {
    const store = new MemoryStorage();
    const { store: photoStore, kept } = memoryPhotoStore();
    const { transport, calls } = answering(status, 201);
    expect(await deliverLead(store, lead, { transport, photos, photoStore, page: PAGE })).toEqual({ status: 'sent' });
    expect(calls.map((call) => call.body)).toEqual([{ lead: lead.payload, photos: asSent }, lead.payload]);
    expect(calls.map((call) => call.options)).toEqual([{ idleMs: LEAD_IDLE_MS, onProgress: expect.any(Function) }, { timeoutMs: LEAD_TIMEOUT_MS }]);
    expect(store.getItem(OUTBOX_KEY)).toBeNull();
    expect(kept.size).toBe(0);
  });

  it('the details sent without their photos and not answered are kept without them; refused, they are refused', async () => {
    const store = new MemoryStorage();
    const { store: photoStore, kept } = memoryPhotoStore();
    expect(await deliverLead(store, lead, { transport: answering(413, 503).transport, photos, photoStore, page: PAGE })).toEqual({ status: 'kept' });
    expect(only(store)).not.toHaveProperty('photos');
    expect(kept.size).toBe(0);

    const other = { ...lead, id: 'b2' };
    expect(await deliverLead(store, other, { transport: answering(413, { status: 400, body: { error: 'No' } }).transport, photos, photoStore, page: PAGE })).toEqual({ status: 'refused', message: 'No', kept: true });
  });

  it('any other answer (a 404 while the receiver moves, a 403) is kept and tried again, not refused', async () => {
    const store = new MemoryStorage();
    expect(await deliverLead(store, lead, { transport: answering(404).transport, page: PAGE })).toEqual({ status: 'kept' });
    expect(only(store)).not.toHaveProperty('refused');
  });
});

describe('a booking whose survey window was taken meanwhile', () => {
  const slot = { date: '2026-12-02', window: 'morning' };
  const booking = { id: 'b1', url: 'https://site.example/api/leads/lead', payload: { name: 'Pat', slot, guard }, label: 'free home survey' };
  const taken = { status: 409, body: { error: 'That time has just been booked', slotTaken: true, windows: [{ date: '2026-12-03', window: 'morning' }] } };

  it('tells the visitor with the windows still free; kept to go without its window once SLOT_REPICK_MS has passed, unless they pick again', async () => {
    const store = new MemoryStorage();
    const time = clock();
    expect(await deliverLead(store, booking, { transport: answering(taken).transport, now: time.now, page: PAGE })).toEqual({
      status: 'slot-taken',
      message: 'That time has just been booked',
      windows: [{ date: '2026-12-03', window: 'morning' }],
      kept: true,
    });
    expect(only(store)).toEqual(expect.objectContaining({ nextAttemptAt: time.now() + SLOT_REPICK_MS, lastStatus: 409, payload: { ...booking.payload, slotFallback: true } }));
    // Not before its time: the visitor may be choosing another.
    const early = answering(201);
    time.advance(SLOT_REPICK_MS - 1);
    await flushOutbox(store, { transport: early.transport, now: time.now, page: OTHER_PAGE });
    expect(early.transport).not.toHaveBeenCalled();
    // The visitor walked away: it goes without its window, for the business to call about.
    const later = answering(201);
    time.advance(1);
    expect((await flushOutbox(store, { transport: later.transport, now: time.now, page: OTHER_PAGE })).delivered).toHaveLength(1);
    expect(later.calls[0]?.body).toEqual({ ...booking.payload, slotFallback: true });
  });

  it('any booking sent again from the outbox says its window may be left (the visitor is not there to pick again); the first send does not', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const first = answering(503);
    expect(await deliverLead(store, booking, { transport: first.transport, now: time.now, page: PAGE })).toEqual({ status: 'kept' });
    expect(first.calls[0]?.body).toEqual(booking.payload);
    const later = answering(201);
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport: later.transport, now: time.now, page: OTHER_PAGE });
    expect(later.calls[0]?.body).toEqual({ ...booking.payload, slotFallback: true });
    // A lead with no window is sent as it is.
    const plain = new MemoryStorage();
    await deliverLead(plain, lead, { transport: answering(503).transport, now: time.now, page: PAGE });
    const again = answering(201);
    time.advance(RETRY_MAX_MS);
    await flushOutbox(plain, { transport: again.transport, now: time.now, page: OTHER_PAGE });
    expect(again.calls[0]?.body).toEqual(lead.payload);
  });
});

describe('a booking from someone who already holds a survey to come', () => {
  it('is not kept: the business has that booking; the visitor hears when it is', async () => {
    const store = new MemoryStorage();
    const { store: photoStore, kept } = memoryPhotoStore();
    const booking = { id: 'b1', url: 'https://site.example/api/leads/lead', payload: { name: 'Pat', slot: { date: '2026-12-02', window: 'morning' }, guard }, label: 'free home survey' };
    const alreadyBooked = { status: 409, body: { error: 'You already have a survey booked', slotTaken: true, windows: [], alreadyBooked: { date: '2026-12-04', window: 'afternoon' } } };
    expect(await deliverLead(store, booking, { transport: answering(alreadyBooked).transport, photos, photoStore, page: PAGE })).toEqual({
      status: 'slot-taken',
      message: 'You already have a survey booked',
      windows: [],
      alreadyBooked: { date: '2026-12-04', window: 'afternoon' },
      kept: false,
    });
    await settle();
    expect(readOutbox(store)).toEqual([]);
    expect(kept.size).toBe(0);
  });
});

describe('retrying', () => {
  it('waits 5 s, then twice as long after each failure, up to 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => retryDelay(failures))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, RETRY_MAX_MS, RETRY_MAX_MS]);
  });

  it('never sooner than Retry-After asks, and no longer than an hour for it', () => {
    expect(retryDelay(1, 90_000)).toBe(90_000);
    expect(retryDelay(1, 1_000)).toBe(RETRY_BASE_MS);
    expect(retryDelay(1, 5 * 60 * 60_000)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryDelay(9, 1_000)).toBe(RETRY_MAX_MS);
  });

  it('a flush sends a kept lead only once its time has come, and the wait grows with each failure', async () => {
    const store = new MemoryStorage();
    const time = clock();
    await deliverLead(store, lead, { transport: answering(500).transport, now: time.now, page: PAGE });
    const { transport, calls } = answering(503, 503, 201);
    const flush = () => flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE });

    time.advance(RETRY_BASE_MS - 1);
    await flush();
    expect(calls).toHaveLength(0);
    expect(nextDue(readOutbox(store), time.now())).toBe(time.now() + 1);
    time.advance(1);
    await flush();
    expect(calls).toHaveLength(1);
    expect(only(store)).toMatchObject({ attempts: 2, nextAttemptAt: time.now() + 2 * RETRY_BASE_MS });

    time.advance(2 * RETRY_BASE_MS - 1);
    await flush();
    expect(calls).toHaveLength(1);
    time.advance(1);
    await flush();
    expect(only(store)).toMatchObject({ attempts: 3, nextAttemptAt: time.now() + 4 * RETRY_BASE_MS });
    time.advance(4 * RETRY_BASE_MS);
    expect((await flush()).delivered.map((l) => l.id)).toEqual(['a1']);
    expect(readOutbox(store)).toEqual([]);
  });

  it('honours Retry-After: nothing goes before it, capped at an hour', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const start = time.now();
    await deliverLead(store, lead, { transport: answering({ status: 429, retryAfterMs: 3 * 60 * 60_000 }).transport, now: time.now, page: PAGE });
    expect(only(store).nextAttemptAt).toBe(start + RETRY_AFTER_MAX_MS);
    const { transport } = answering(201);
    time.set(start + RETRY_AFTER_MAX_MS - 1);
    await flushOutbox(store, { transport, now: time.now, page: PAGE });
    expect(transport).not.toHaveBeenCalled();
    time.set(start + RETRY_AFTER_MAX_MS);
    expect((await flushOutbox(store, { transport, now: time.now, page: PAGE })).delivered).toHaveLength(1);
  });

  it('back online (force), a lead that had no answer goes at once; one the receiver asked to wait does not', async () => {
    const store = new MemoryStorage();
    const time = clock();
    await deliverLead(store, lead, { transport: answering(0).transport, now: time.now, page: PAGE });
    await deliverLead(store, { ...lead, id: 'b2' }, { transport: answering({ status: 503, retryAfterMs: 60_000 }).transport, now: time.now, page: PAGE });
    const { transport, calls } = answering(201);
    await flushOutbox(store, { transport, now: time.now, page: PAGE });
    expect(calls).toHaveLength(0);
    const result = await flushOutbox(store, { transport, now: time.now, page: PAGE, force: true });
    expect(result.delivered.map((l) => l.id)).toEqual(['a1']);
    expect(readOutbox(store).map((l) => l.id)).toEqual(['b2']);
  });
});

describe('written ahead', () => {
  it('keeps the lead, leased to this page, while it is being sent; a flush meanwhile leaves it alone', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { transport, pending } = holding();
    const sending = deliverLead(store, lead, { transport, now: time.now, page: PAGE });
    expect(only(store)).toEqual({ ...lead, queuedAt: time.now(), attempts: 0, fromPage: PAGE, page: PAGE, sendingUntil: time.now() + SEND_LEASE_MS });

    const other = answering(201);
    time.advance(SEND_LEASE_MS - 1);
    for (const page of [OTHER_PAGE, PAGE]) expect(await flushOutbox(store, { transport: other.transport, now: time.now, page, force: true })).toEqual({ delivered: [], refused: [], expired: [] });
    expect(other.transport).not.toHaveBeenCalled();
    expect(nextDue(readOutbox(store), time.now())).toBe(time.now() + 1);

    pending[0]?.answer({ status: 201 });
    expect(await sending).toEqual({ status: 'sent' });
    expect(readOutbox(store)).toEqual([]);
  });

  it('renews the lease while bytes move, at most every few seconds', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { store: photoStore } = memoryPhotoStore();
    const progress = jest.fn();
    const { transport, pending } = holding();
    const sending = deliverLead(store, lead, { transport, now: time.now, page: PAGE, photos, photoStore, onProgress: progress });
    await settle();
    const onProgress = pending[0]?.options.onProgress;
    if (!onProgress) throw new Error('no progress listener');
    const started = time.now();
    // Over a minute and a half of upload: twice SEND_LEASE_MS and more.
    for (let second = 1; second <= 90; second += 1) {
      time.advance(1000);
      onProgress(second * 1000, 90_000);
      const { sendingUntil } = only(store);
      // Never left to run out, never written on every event.
      expect(sendingUntil).toBeGreaterThan(time.now());
      expect((sendingUntil ?? 0) - SEND_LEASE_MS).toBe(started + Math.floor(second / (LEASE_RENEW_MS / 1000)) * LEASE_RENEW_MS);
    }
    expect(progress).toHaveBeenCalledTimes(90);
    expect(progress).toHaveBeenLastCalledWith(90_000, 90_000);
    const other = answering(201);
    await flushOutbox(store, { transport: other.transport, now: time.now, page: OTHER_PAGE });
    expect(other.transport).not.toHaveBeenCalled();
    pending[0]?.answer({ status: 201 });
    expect(await sending).toEqual({ status: 'sent' });
  });

  it('a page that closed mid-send: once its lease has run out, the next page sends the lead, with its photos, under the same id', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { store: photoStore, kept } = memoryPhotoStore();
    const id = newLeadId();
    const { transport } = holding();
    // Never answered: the visitor left.
    void deliverLead(store, { ...lead, id }, { transport, now: time.now, page: PAGE, photos, photoStore });
    await settle();
    expect(only(store).photos).toBe(2);
    expect(kept.get(id)).toBe(photos);

    const next = answering(201);
    time.advance(SEND_LEASE_MS - 1);
    await flushOutbox(store, { transport: next.transport, now: time.now, page: OTHER_PAGE, photoStore });
    expect(next.calls).toHaveLength(0);
    time.advance(1);
    const result = await flushOutbox(store, { transport: next.transport, now: time.now, page: OTHER_PAGE, photoStore });
    expect(result.delivered.map((l) => l.id)).toEqual([id]);
    expect(next.calls.map((call) => call.body)).toEqual([{ lead: { ...lead.payload, leadId: id }, photos: asSent }]);
    expect(kept.size).toBe(0);
  });

  it('a lead discarded while it was being sent is not kept again when the send fails', async () => {
    const store = new MemoryStorage();
    const { transport, pending } = holding();
    const sending = deliverLead(store, lead, { transport, page: PAGE });
    await discardLead(store, lead.id);
    pending[0]?.answer({ status: 500 });
    expect(await sending).toEqual({ status: 'kept' });
    expect(readOutbox(store)).toEqual([]);
  });

  it('a resend of the same submission replaces its kept copy, keeping when it was first sent and what it has been through', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const queuedAt = time.now();
    await deliverLead(store, lead, { transport: answering({ status: 400, body: { error: 'No' } }).transport, now: time.now, page: PAGE });
    time.advance(1000);
    const { transport, pending } = holding();
    const sending = deliverLead(store, lead, { transport, now: time.now, page: PAGE });
    expect(only(store)).toEqual({ ...lead, queuedAt, attempts: 1, fromPage: PAGE, page: PAGE, sendingUntil: time.now() + SEND_LEASE_MS });
    await settle();
    pending[0]?.answer({ status: 500 });
    await sending;
    expect(only(store)).toMatchObject({ attempts: 2, lastStatus: 500 });
  });
});

describe('the outbox', () => {
  it('survives a reload: a new page reads the same storage', async () => {
    const store = new MemoryStorage();
    const time = clock();
    await deliverLead(store, lead, { transport: answering(503).transport, now: time.now, page: PAGE });
    const reloaded = new MemoryStorage();
    reloaded.setItem(OUTBOX_KEY, store.getItem(OUTBOX_KEY) ?? '');
    const { transport, calls } = answering(201);
    time.advance(RETRY_BASE_MS);
    expect((await flushOutbox(reloaded, { transport, now: time.now, page: OTHER_PAGE })).delivered.map((l) => l.id)).toEqual(['a1']);
    expect(calls).toHaveLength(1);
    // Acknowledged once: nothing is ever sent again.
    await flushOutbox(reloaded, { transport, now: time.now, page: OTHER_PAGE, force: true });
    expect(calls).toHaveLength(1);
  });

  it('a month-old lead is not sent but kept and reported, until the visitor sends it again', async () => {
    const store = new MemoryStorage();
    const time = clock();
    await deliverLead(store, lead, { transport: answering(500).transport, now: time.now, page: PAGE });
    time.advance(OUTBOX_MAX_AGE_MS + 1);
    const { transport, calls } = answering(201);
    const result = await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE, force: true });
    expect(result).toEqual({ delivered: [], refused: [], expired: [expect.objectContaining({ id: 'a1' })] });
    expect(calls).toHaveLength(0);
    expect(leadState(only(store), time.now())).toBe('expired');
    expect(nextDue(readOutbox(store), time.now())).toBeUndefined();

    await retryLead(store, 'a1', time.now);
    expect(leadState(only(store), time.now())).toBe('waiting');
    expect(nextDue(readOutbox(store), time.now())).toBe(time.now());
    expect((await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE })).delivered).toHaveLength(1);
  });

  it('a lead neither sent nor discarded for a year is forgotten with its photos; sending it again starts its year again', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { store: photoStore, kept } = memoryPhotoStore();
    await deliverLead(store, lead, { transport: answering(500).transport, now: time.now, page: PAGE, photoStore, photos });
    await settle();
    expect(kept.has('a1')).toBe(true);
    await deliverLead(store, { ...lead, id: 'b2' }, { transport: answering(500).transport, now: time.now, page: PAGE });
    time.advance(OUTBOX_KEEP_MS - 1000);
    await retryLead(store, 'b2', time.now);
    time.advance(2000);
    const { transport, calls } = answering(201);
    await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE, photoStore });
    expect(readOutbox(store).map((l) => l.id)).toEqual([]);
    expect(kept.has('a1')).toBe(false);
    // The one sent again a moment ago went; the year-old one was forgotten, not sent.
    expect(calls.map((call) => call.url)).toHaveLength(1);
  });

  it('a refused lead goes again when the visitor asks, and is forgotten with its photos when they discard it', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { store: photoStore, kept } = memoryPhotoStore();
    await deliverLead(store, lead, { transport: answering({ status: 400, body: { error: 'No' } }).transport, now: time.now, page: PAGE });
    await retryLead(store, 'a1', time.now);
    expect(only(store)).not.toHaveProperty('refused');
    const again = answering({ status: 400, body: { error: 'Still no' } });
    const result = await flushOutbox(store, { transport: again.transport, now: time.now, page: OTHER_PAGE });
    expect(result.refused).toEqual([expect.objectContaining({ id: 'a1', refused: { status: 400, message: 'Still no' } })]);

    const other = { ...lead, id: 'b2' };
    await deliverLead(store, other, { transport: answering(0).transport, now: time.now, page: PAGE, photos, photoStore });
    expect(kept.has('b2')).toBe(true);
    await discardLead(store, 'b2', photoStore);
    await discardLead(store, 'a1', photoStore);
    expect(readOutbox(store)).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('keeps the photos of a lead not delivered in the photo store, not in the outbox, and sends them with it later', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { store: photoStore, kept } = memoryPhotoStore();
    expect(await deliverLead(store, lead, { transport: answering(0).transport, now: time.now, page: PAGE, photos, photoStore })).toEqual({ status: 'kept' });
    expect(only(store).photos).toBe(2);
    expect(kept.get('a1')).toBe(photos);
    expect(store.getItem(OUTBOX_KEY)).not.toContain('bytes');

    const { transport, calls } = answering(204);
    time.advance(RETRY_BASE_MS);
    expect((await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE, photoStore })).delivered.map((l) => l.id)).toEqual(['a1']);
    expect(calls.map((call) => call.body)).toEqual([{ lead: lead.payload, photos: asSent }]);
    expect(kept.size).toBe(0);
  });

  it('still keeps and delivers the lead when its photos cannot be kept, or were lost meanwhile', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const broken = memoryPhotoStore(false).store;
    await deliverLead(store, lead, { transport: answering(500).transport, now: time.now, page: PAGE, photos, photoStore: broken });
    expect(only(store)).not.toHaveProperty('photos');
    time.advance(RETRY_BASE_MS);
    const first = answering(204);
    await flushOutbox(store, { transport: first.transport, now: time.now, page: PAGE, photoStore: broken });
    expect(first.calls.map((call) => call.body)).toEqual([lead.payload]);

    const { store: photoStore, kept } = memoryPhotoStore();
    await deliverLead(store, lead, { transport: answering(500).transport, now: time.now, page: PAGE, photos, photoStore });
    kept.clear();
    time.advance(RETRY_BASE_MS);
    const second = answering(204);
    expect((await flushOutbox(store, { transport: second.transport, now: time.now, page: PAGE, photoStore })).delivered).toHaveLength(1);
    expect(second.calls.map((call) => call.body)).toEqual([lead.payload]);
  });

  it('ignores a corrupt outbox, and reads an entry that lacks what newer ones carry', () => {
    const store = new MemoryStorage();
    store.setItem(OUTBOX_KEY, '{not json');
    expect(readOutbox(store)).toEqual([]);
    store.setItem(OUTBOX_KEY, JSON.stringify({ id: 'x' }));
    expect(readOutbox(store)).toEqual([]);
    store.setItem(OUTBOX_KEY, JSON.stringify([{ nope: true }, { ...lead, payload: [] }, { id: 'a1', url: lead.url, payload: lead.payload, queuedAt: 5, attempts: 2, refused: { status: 'x' } }]));
    expect(readOutbox(store)).toEqual([{ id: 'a1', url: lead.url, payload: lead.payload, label: 'request', queuedAt: 5, attempts: 2 }]);
  });

  it('a second tab that takes a lead at the same moment keeps the first from sending it too', async () => {
    const store = new MemoryStorage();
    const time = clock();
    await queueLead(store, { ...lead, queuedAt: time.now(), attempts: 1 });
    // Without Web Locks (noLock, as in a browser that lacks them), the other tab's write lands between this page's lease and its check.
    const setItem = store.setItem.bind(store);
    jest.spyOn(store, 'setItem').mockImplementationOnce((key, value) => {
      setItem(key, value);
      setItem(key, JSON.stringify([{ ...lead, queuedAt: time.now(), attempts: 1, page: OTHER_PAGE, sendingUntil: time.now() + SEND_LEASE_MS }]));
    });
    const { transport } = answering(201);
    await flushOutbox(store, { transport, now: time.now, page: PAGE });
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('told only what is true', () => {
  /** Storage that refuses every write, as a full, blocked or private browser's does; or whose very access throws. */
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {},
  };
  const blocked = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };

  it.each([
    ['refuses every write', refusing],
    ['is blocked', blocked],
  ] as const)('where storage %s and the send fails, the lead is lost, never "kept"', async (_name, store) => {
    for (const answer of [0, 409, 429, 503]) {
      const { transport, calls } = answering(answer);
      expect(await deliverLead(store, lead, { transport, page: PAGE })).toEqual({ status: 'lost' });
      // Sent all the same: the visitor's details went as far as they could.
      expect(calls.map((call) => call.body)).toEqual([lead.payload]);
    }
  });

  it('where storage refuses, a send that arrives is sent, and a refusal says nothing was kept', async () => {
    expect(await deliverLead(refusing, lead, { transport: answering(201).transport, page: PAGE })).toEqual({ status: 'sent' });
    expect(await deliverLead(refusing, lead, { transport: answering({ status: 400, body: { error: 'No' } }).transport, page: PAGE })).toEqual({ status: 'refused', message: 'No', kept: false });
    expect(await queueLead(refusing, { ...lead, queuedAt: 0, attempts: 0 })).toBe(false);
  });

  it('photos the photo store took for a lead that could not be kept are taken out again', async () => {
    const { store: photoStore, kept } = memoryPhotoStore();
    expect(await deliverLead(refusing, lead, { transport: answering(0).transport, photos, photoStore, page: PAGE })).toEqual({ status: 'lost' });
    await settle();
    expect(kept.size).toBe(0);
  });
});

/**
 * Two tabs' views of one origin's localStorage, as a browser keeps it: each tab reads and writes its
 * own copy, and a write reaches the other tab's copy a task later, as the browser passes it on.
 */
function originStorage() {
  const copies: Map<string, string>[] = [];
  const tab = (): StorageLike => {
    const copy = new Map<string, string>(copies[0] ?? []);
    copies.push(copy);
    const pass = (change: (map: Map<string, string>) => void) => {
      change(copy);
      for (const other of copies) if (other !== copy) setImmediate(() => change(other));
    };
    return {
      getItem: (key) => copy.get(key) ?? null,
      setItem: (key, value) => pass((map) => map.set(key, value)),
      removeItem: (key) => pass((map) => map.delete(key)),
    };
  };
  return { tab };
}

/**
 * The origin's Web Lock, as the browser grants it: one holder at a time, in the order asked, each
 * granted a task after the last was released (the grant, like the storage write, is passed on by
 * the browser, so it arrives after the writes its holder made).
 */
function originLock(): OutboxLock & { grants: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const lock = (<T,>(run: () => T): Promise<T> => {
    const turn = tail.then(() => new Promise<void>((granted) => setImmediate(granted))).then(() => {
      lock.grants += 1;
      return run();
    });
    tail = turn.catch(() => undefined);
    return turn;
  }) as OutboxLock & { grants: number };
  lock.grants = 0;
  return lock;
}

describe('two tabs at once', () => {
  const ada = { ...lead, id: 'ada', payload: { ...lead.payload, name: 'Ada' } };
  const bo = { ...lead, id: 'bo', payload: { ...lead.payload, name: 'Bo' } };
  /** Each tab's send fails, so both leads must be kept; then both tabs' storage once every write has been passed on. */
  async function bothSend(withLock: OutboxLock) {
    const origin = originStorage();
    const [first, second] = [origin.tab(), origin.tab()];
    const results = await Promise.all([
      deliverLead(first, ada, { transport: answering(503).transport, page: PAGE, withLock }),
      deliverLead(second, bo, { transport: answering(503).transport, page: OTHER_PAGE, withLock }),
    ]);
    await settle();
    return { results, tabs: [readOutbox(first), readOutbox(second)].map((leads) => leads.map((l) => `${l.id}:${l.attempts}`).sort()) };
  }

  it('under the lock, two tabs queueing and failing at the same moment keep both leads', async () => {
    const lock = originLock();
    const { results, tabs } = await bothSend(lock);
    expect(results).toEqual([{ status: 'kept' }, { status: 'kept' }]);
    expect(tabs).toEqual([
      ['ada:1', 'bo:1'],
      ['ada:1', 'bo:1'],
    ]);
    // Each read-modify-write took it: the keeping and the answer, in each tab.
    expect(lock.grants).toBe(4);
  });

  it('without a lock, the same two tabs write over each other (what the lock is for)', async () => {
    const { tabs } = await bothSend(noLock);
    for (const leads of tabs) expect(leads).not.toEqual(['ada:1', 'bo:1']);
  });

  it("takes the browser's Web Lock by the outbox's name where there is one, and runs unlocked where there is none or it is turned down", async () => {
    expect(pageLock()).toBe(noLock);
    const request = jest.fn(async (_name: string, run: () => unknown) => run());
    Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
    try {
      expect(await pageLock()(() => 'ran')).toBe('ran');
      expect(request).toHaveBeenCalledWith(OUTBOX_LOCK, expect.any(Function));
      request.mockImplementationOnce(async () => {
        throw new DOMException('The document is not fully active.', 'InvalidStateError');
      });
      expect(await pageLock()(() => 'ran anyway')).toBe('ran anyway');
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});

describe('the photo store never holds up the first send', () => {
  /** A photo store whose put never ends (IndexedDB stalled, as WebKit's can). */
  const stalled = (): PhotoStore => ({ put: () => new Promise<boolean>(() => {}), get: async () => [], remove: async () => {} });
  /** A photo store whose put ends when the test says. */
  function later() {
    const { store, kept } = memoryPhotoStore();
    let finish: () => void = () => {};
    const put = store.put;
    store.put = (id, list) => new Promise<boolean>((resolve) => (finish = () => void put(id, list).then(resolve)));
    return { store, kept, finish: () => finish() };
  }

  it.each([
    [201, { status: 'sent' }],
    [503, { status: 'kept' }],
  ] as const)('a put that never ends: the lead goes with its photos at once, and the form hears %i', async (status, expected) => {
    const store = new MemoryStorage();
    const { transport, calls } = answering(status);
    let result: unknown;
    void deliverLead(store, lead, { transport, photos, photoStore: stalled(), page: PAGE }).then((value) => (result = value));
    await settle();
    expect(calls.map((call) => call.body)).toEqual([{ lead: lead.payload, photos: asSent }]);
    expect(result).toEqual(expected);
    // Kept, it says no photos wait for it: the store never said it had them.
    if (status === 503) expect(only(store)).not.toHaveProperty('photos');
  });

  it('photos put once the lead has arrived are taken out again; put after a failure, they are recorded on the kept lead', async () => {
    const store = new MemoryStorage();
    const arrived = later();
    expect(await deliverLead(store, lead, { transport: answering(201).transport, photos, photoStore: arrived.store, page: PAGE })).toEqual({ status: 'sent' });
    arrived.finish();
    await settle();
    expect(arrived.kept.size).toBe(0);
    expect(readOutbox(store)).toEqual([]);

    const failed = later();
    expect(await deliverLead(store, lead, { transport: answering(503).transport, photos, photoStore: failed.store, page: PAGE })).toEqual({ status: 'kept' });
    expect(only(store)).not.toHaveProperty('photos');
    failed.finish();
    await settle();
    expect(only(store).photos).toBe(2);
    expect(failed.kept.get(lead.id)).toBe(photos);
  });

  it('photos put after the receiver would not take them (the details went alone) are taken out again', async () => {
    const store = new MemoryStorage();
    const refused = later();
    expect(await deliverLead(store, lead, { transport: answering(413, 503).transport, photos, photoStore: refused.store, page: PAGE })).toEqual({ status: 'kept' });
    refused.finish();
    await settle();
    expect(only(store)).not.toHaveProperty('photos');
    expect(refused.kept.size).toBe(0);
  });
});

describe('kept before the spam guard\'s readings travelled', () => {
  const unguarded = { name: lead.payload.name, phone: lead.payload.phone };
  const old: PendingLead = { ...lead, payload: unguarded, queuedAt: 1_000_000, attempts: 1, lastStatus: 0, nextAttemptAt: 1_000_000 };

  it('is never sent, by a flush or when asked, and is shown as needing the visitor', async () => {
    const store = new MemoryStorage();
    const time = clock(2_000_000);
    await queueLead(store, old);
    expect(leadState(only(store), time.now())).toBe('outdated');
    expect(nextDue(readOutbox(store), time.now())).toBeUndefined();
    const { transport } = answering(201);
    expect(await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE, force: true })).toEqual({ delivered: [], refused: [], expired: [] });
    await retryLead(store, old.id, time.now);
    time.advance(OUTBOX_MAX_AGE_MS);
    await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE, force: true });
    expect(transport).not.toHaveBeenCalled();
    expect(leadState(only(store), time.now())).toBe('outdated');
    await discardLead(store, old.id);
    expect(readOutbox(store)).toEqual([]);
  });

  it('takes readings of the shape the forms send; anything else is not them', () => {
    const at = (payload: Record<string, unknown>) => leadState({ ...old, payload }, 0);
    expect(at({ ...unguarded, guard })).toBe('waiting');
    for (const bad of [null, 'guard', { website: '' }, { fillMs: 5 }, { website: 1, fillMs: 5 }]) expect(at({ ...unguarded, guard: bad })).toBe('outdated');
  });
});

describe('nextDue', () => {
  const waiting = (over: Partial<PendingLead>): PendingLead => ({ ...lead, queuedAt: 0, attempts: 1, ...over });

  it('is the earliest time a waiting lead may go: its retry time, or the end of a lease', () => {
    expect(nextDue([], 100)).toBeUndefined();
    expect(nextDue([waiting({ nextAttemptAt: 500 }), waiting({ id: 'b', nextAttemptAt: 300 })], 100)).toBe(300);
    expect(nextDue([waiting({ nextAttemptAt: 500 }), waiting({ id: 'b', sendingUntil: 200, page: OTHER_PAGE })], 100)).toBe(200);
    expect(nextDue([waiting({ nextAttemptAt: 150, sendingUntil: 400 })], 100)).toBe(400);
  });

  it('is now for a lead that may go already, and leaves out refused and month-old leads', () => {
    expect(nextDue([waiting({ nextAttemptAt: 50 })], 100)).toBe(100);
    expect(nextDue([waiting({})], 100)).toBe(100);
    expect(nextDue([waiting({ refused: { status: 400, message: 'No' } }), waiting({ id: 'b', queuedAt: -OUTBOX_MAX_AGE_MS - 1, nextAttemptAt: 300 })], 100)).toBeUndefined();
    expect(nextDue([waiting({ queuedAt: -OUTBOX_MAX_AGE_MS - 1, renewedAt: 50, nextAttemptAt: 300 })], 100)).toBe(300);
  });
});

describe('reading answers', () => {
  it('builds the refusal from the fields, else the error, else our own sentence', () => {
    expect(refusalMessage({ error: 'The lead is not valid', fields: { phoneNumber: 'Please enter a valid UK phone number' } })).toBe('Please enter a valid UK phone number');
    expect(refusalMessage({ error: 'The lead is not valid', fields: { a: 'Same', b: 'Same', c: 3 } })).toBe('Same');
    expect(refusalMessage({ error: 'The body could not be read', fields: {} })).toBe('The body could not be read');
    expect(refusalMessage({ error: 'x'.repeat(1000) })).toHaveLength(300);
    for (const body of [undefined, null, 'text', { error: '  ' }, []]) expect(refusalMessage(body)).toBe(OUTBOX_MESSAGES.refusedGeneric);
  });

  it('says how long a lead waits before it is no longer sent by itself, as OUTBOX_MAX_AGE_MS has it', () => {
    expect(OUTBOX_NOTICE_MESSAGES.expired).toBe(`Not sent for ${OUTBOX_MAX_AGE_MS / (24 * 60 * 60 * 1000)} days`);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    for (const value of [null, undefined, '', 'soon', '-5']) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('the fetch transport', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('posts JSON as JSON, and reads the status, Retry-After and the JSON answer', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ error: 'busy' }), { status: 409, headers: { 'Retry-After': '5' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await fetchTransport(lead.url, '{"a":1}', { timeoutMs: LEAD_TIMEOUT_MS })).toEqual({ status: 409, retryAfterMs: 5000, body: { error: 'busy' } });
    expect(fetchMock).toHaveBeenCalledWith(lead.url, expect.objectContaining({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }));
  });

  it('is status 0 on a network error or when no answer comes in time, and never throws', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchTransport(lead.url, '{}', {})).toEqual({ status: 0 });

    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    ) as unknown as typeof fetch;
    let answer: TransportAnswer | undefined;
    void fetchTransport(lead.url, '{}', { timeoutMs: LEAD_TIMEOUT_MS }).then((value) => (answer = value));
    await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS - 1);
    expect(answer).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ status: 0 });
  });
});

describe("a lead's id", () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version 4 UUID, made from random bytes where randomUUID is missing (pages not on https)', () => {
    expect(newLeadId()).toMatch(UUID_V4);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 50 }, newLeadId);
      for (const id of ids) expect(id).toMatch(UUID_V4);
      expect(new Set(ids).size).toBe(50);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('goes with the lead as leadId, the same on every attempt', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const id = newLeadId();
    const { transport, calls } = answering(500, 0, 201);
    await deliverLead(store, { ...lead, id }, { transport, now: time.now, page: PAGE });
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE });
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport, now: time.now, page: OTHER_PAGE });
    expect(calls.map((call) => call.body)).toEqual([1, 2, 3].map(() => ({ ...lead.payload, leadId: id })));
    // The outbox keeps the payload as the form gave it; the id is the outbox's own.
    expect(readOutbox(store)).toEqual([]);
  });

  it('is left out for a lead kept before ids were UUIDs, so the receiver gives it one', () => {
    expect(leadBody({ id: '1700000000000-abc', payload: { a: 1 } })).toEqual({ a: 1 });
  });
});

describe('the human check', () => {
  /** A provider minting numbered tokens, as the widget gives a fresh one for each ask. */
  function minting() {
    let minted = 0;
    const asked: string[] = [];
    const humanCheck = jest.fn(async (asking: PendingLead) => {
      asked.push(asking.id);
      minted += 1;
      return `token-${minted}`;
    });
    return { humanCheck, asked };
  }

  it('each attempt asks for a fresh token and sends it, the first send, the details without their refused photos and every resend, as JSON or in the multipart lead', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { store: photoStore } = memoryPhotoStore();
    const { humanCheck, asked } = minting();
    const first = answering(413, 503);
    expect(await deliverLead(store, lead, { transport: first.transport, humanCheck, photos, photoStore, now: time.now, page: PAGE })).toEqual({ status: 'kept' });
    expect(first.calls.map((call) => call.body)).toEqual([
      { lead: { ...lead.payload, [HUMAN_CHECK_FIELD]: 'token-1' }, photos: asSent },
      { ...lead.payload, [HUMAN_CHECK_FIELD]: 'token-2' },
    ]);
    // Two resends not answered, then one delivered.
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport: answering(503).transport, humanCheck, now: time.now, page: OTHER_PAGE });
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport: answering(0).transport, humanCheck, now: time.now, page: OTHER_PAGE });
    const last = answering(201);
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport: last.transport, humanCheck, now: time.now, page: OTHER_PAGE });
    expect(last.calls[0]?.body).toEqual({ ...lead.payload, [HUMAN_CHECK_FIELD]: 'token-5' });
    expect(asked).toEqual([lead.id, lead.id, lead.id, lead.id, lead.id]);
  });

  it('never writes a token into the outbox', async () => {
    const store = new MemoryStorage();
    const time = clock();
    const { humanCheck } = minting();
    await deliverLead(store, lead, { transport: answering(503).transport, humanCheck, now: time.now, page: PAGE });
    time.advance(RETRY_MAX_MS);
    await flushOutbox(store, { transport: answering(0).transport, humanCheck, now: time.now, page: OTHER_PAGE });
    expect(humanCheck).toHaveBeenCalledTimes(2);
    expect(store.getItem(OUTBOX_KEY)).not.toContain('token-');
    expect(store.getItem(OUTBOX_KEY)).not.toContain(HUMAN_CHECK_FIELD);
    expect(only(store).payload).toEqual(lead.payload);
  });

  it('asks only when a lead is sent: a flush with nothing due asks for none', async () => {
    const store = new MemoryStorage();
    const time = clock();
    await deliverLead(store, lead, { transport: answering(503).transport, now: time.now, page: PAGE });
    const { humanCheck } = minting();
    await flushOutbox(store, { transport: answering(201).transport, humanCheck, now: time.now, page: OTHER_PAGE });
    expect(humanCheck).not.toHaveBeenCalled();
  });

  it('with no token (the check blocked, failed or slow), or a provider that fails, the lead goes without one, never held back', async () => {
    for (const humanCheck of [async () => null, async () => Promise.reject(new Error('widget gone'))]) {
      const store = new MemoryStorage();
      const { transport, calls } = answering(201);
      expect(await deliverLead(store, lead, { transport, humanCheck, page: PAGE })).toEqual({ status: 'sent' });
      expect(calls[0]?.body).toEqual(lead.payload);
    }
  });
});

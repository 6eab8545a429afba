import { OUTBOX_KEY, OUTBOX_MAX_AGE_MS, deliverLead, flushOutbox, leadBody, newLeadId, postLead, queueLead, readOutbox, type LeadPhoto, type PendingLead, type PhotoStore } from '@/lib/leads';

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

const lead = { id: 'a1', url: 'https://hooks.example/lead', payload: { name: 'Zoë', phone: '+447700900123' }, label: 'callback request' };

/** What a request carried: the JSON body, or for multipart the lead and each photo's name, kind and bytes. */
async function sent(body: RequestInit['body']) {
  if (!(body instanceof FormData)) return JSON.parse(String(body)) as unknown;
  const kinds = body.getAll('photoKind');
  const photos = await Promise.all(
    body.getAll('photo').map(async (file, index) => ({ name: (file as File).name, kind: kinds[index], text: await (file as File).text() })),
  );
  return { lead: JSON.parse(String(body.get('lead'))) as unknown, photos };
}

function fetchAnswering(...statuses: (number | 'network')[]) {
  const calls: { url: string; body: unknown }[] = [];
  const impl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: await sent(init.body) });
    const status = statuses.shift() ?? 200;
    if (status === 'network') throw new TypeError('Failed to fetch');
    return { ok: status >= 200 && status < 300, status };
  });
  return { impl, calls };
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

describe('postLead', () => {
  it('posts JSON and counts only an ok answer', async () => {
    const { impl, calls } = fetchAnswering(204, 500, 'network');
    expect(await postLead(lead.url, lead.payload, { fetchImpl: impl })).toBe(true);
    expect(calls[0]).toEqual({ url: lead.url, body: lead.payload });
    expect(await postLead(lead.url, lead.payload, { fetchImpl: impl })).toBe(false);
    expect(await postLead(lead.url, lead.payload, { fetchImpl: impl })).toBe(false);
  });

  it('sends photos as multipart: the lead as JSON in "lead", each photo with a name we make and its kind', async () => {
    const { impl, calls } = fetchAnswering(204);
    expect(await postLead(lead.url, lead.payload, { fetchImpl: impl, photos })).toBe(true);
    expect(calls).toEqual([{ url: lead.url, body: { lead: lead.payload, photos: asSent } }]);
  });

  it('sends the lead again without photos at once when the webhook refuses them, but not when it is down', async () => {
    for (const refused of [400, 413]) {
      const { impl, calls } = fetchAnswering(refused, 204);
      expect(await postLead(lead.url, lead.payload, { fetchImpl: impl, photos })).toBe(true);
      expect(calls.map((call) => call.body)).toEqual([{ lead: lead.payload, photos: asSent }, lead.payload]);
    }
    const { impl, calls } = fetchAnswering(503);
    expect(await postLead(lead.url, lead.payload, { fetchImpl: impl, photos })).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('gives up when there is no answer in time', async () => {
    const never = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<{ ok: boolean; status: number }>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    expect(await postLead(lead.url, lead.payload, { fetchImpl: never, timeoutMs: 20 })).toBe(false);
  });
});

describe('the outbox', () => {
  it('keeps a failed lead and delivers it on a later flush, once', async () => {
    const store = new MemoryStorage();
    const first = fetchAnswering(500);
    expect(await deliverLead(store, lead, { fetchImpl: first.impl, now: 1000 })).toBe(false);
    expect(readOutbox(store)).toEqual([expect.objectContaining({ id: 'a1', attempts: 1, queuedAt: 1000 })]);

    // Still failing: kept, attempts counted.
    const second = fetchAnswering('network');
    expect(await flushOutbox(store, { fetchImpl: second.impl, now: 2000 })).toEqual([]);
    expect(readOutbox(store)[0]?.attempts).toBe(2);

    // The webhook answers ok: delivered and removed.
    const third = fetchAnswering(200);
    const delivered = await flushOutbox(store, { fetchImpl: third.impl, now: 3000 });
    expect(delivered.map((l) => l.id)).toEqual(['a1']);
    expect(third.calls).toEqual([{ url: lead.url, body: lead.payload }]);
    expect(readOutbox(store)).toEqual([]);

    // Acknowledged once: nothing is ever sent again.
    const fourth = fetchAnswering(200);
    expect(await flushOutbox(store, { fetchImpl: fourth.impl, now: 4000 })).toEqual([]);
    expect(fourth.impl).not.toHaveBeenCalled();
  });

  it('survives a reload: a new page reads the same storage', async () => {
    const store = new MemoryStorage();
    await deliverLead(store, lead, { fetchImpl: fetchAnswering(503).impl, now: 1 });
    const raw = store.getItem(OUTBOX_KEY);
    const reloaded = new MemoryStorage();
    reloaded.setItem(OUTBOX_KEY, raw ?? '');
    const { impl, calls } = fetchAnswering(200);
    expect((await flushOutbox(reloaded, { fetchImpl: impl, now: 2 })).map((l) => l.id)).toEqual(['a1']);
    expect(calls).toHaveLength(1);
  });

  it('a manual retry of the same submission replaces its queued copy and clears it on success', async () => {
    const store = new MemoryStorage();
    await deliverLead(store, lead, { fetchImpl: fetchAnswering(500).impl, now: 1 });
    await deliverLead(store, lead, { fetchImpl: fetchAnswering(500).impl, now: 2 });
    expect(readOutbox(store)).toHaveLength(1);
    expect(readOutbox(store)[0]?.attempts).toBe(2);
    expect(await deliverLead(store, lead, { fetchImpl: fetchAnswering(200).impl, now: 3 })).toBe(true);
    expect(readOutbox(store)).toEqual([]);
  });

  it('does not flush while another tab holds the lock, and drops leads older than a month', async () => {
    const store = new MemoryStorage();
    queueLead(store, { ...lead, queuedAt: 0, attempts: 1 } satisfies PendingLead);
    store.setItem('leadOutboxLock', '1000');
    const { impl } = fetchAnswering(200);
    expect(await flushOutbox(store, { fetchImpl: impl, now: 2000 })).toEqual([]);
    expect(impl).not.toHaveBeenCalled();
    store.removeItem('leadOutboxLock');
    expect(await flushOutbox(store, { fetchImpl: impl, now: OUTBOX_MAX_AGE_MS + 1 })).toEqual([]);
    expect(readOutbox(store)).toEqual([]);
  });

  it('keeps the photos of a failed lead in the photo store, sends them with it later, then lets them go', async () => {
    const store = new MemoryStorage();
    const { store: photoStore, kept } = memoryPhotoStore();
    expect(await deliverLead(store, lead, { fetchImpl: fetchAnswering('network').impl, now: 1, photos, photoStore })).toBe(false);
    expect(readOutbox(store)).toEqual([expect.objectContaining({ id: 'a1', photos: 2 })]);
    expect(kept.get('a1')).toBe(photos);
    // The outbox itself stays small text: the photos are not in it.
    expect(store.getItem(OUTBOX_KEY)).not.toContain('bytes');

    const { impl, calls } = fetchAnswering(204);
    expect((await flushOutbox(store, { fetchImpl: impl, now: 2, photoStore })).map((l) => l.id)).toEqual(['a1']);
    expect(calls.map((call) => call.body)).toEqual([{ lead: lead.payload, photos: asSent }]);
    expect(kept.size).toBe(0);
    expect(readOutbox(store)).toEqual([]);
  });

  it('still keeps and delivers the lead when its photos cannot be kept, or were lost meanwhile', async () => {
    const store = new MemoryStorage();
    const broken = memoryPhotoStore(false).store;
    await deliverLead(store, lead, { fetchImpl: fetchAnswering(500).impl, now: 1, photos, photoStore: broken });
    expect(readOutbox(store)).toEqual([expect.not.objectContaining({ photos: expect.anything() })]);
    const first = fetchAnswering(204);
    await flushOutbox(store, { fetchImpl: first.impl, now: 2, photoStore: broken });
    expect(first.calls.map((call) => call.body)).toEqual([lead.payload]);

    const { store: photoStore, kept } = memoryPhotoStore();
    await deliverLead(store, lead, { fetchImpl: fetchAnswering(500).impl, now: 3, photos, photoStore });
    kept.clear();
    const second = fetchAnswering(204);
    expect(await flushOutbox(store, { fetchImpl: second.impl, now: 4, photoStore })).toHaveLength(1);
    expect(second.calls.map((call) => call.body)).toEqual([lead.payload]);
  });

  it('lets the photos of a month-old lead go with it', async () => {
    const store = new MemoryStorage();
    const { store: photoStore, kept } = memoryPhotoStore();
    await deliverLead(store, lead, { fetchImpl: fetchAnswering(500).impl, now: 0, photos, photoStore });
    const { impl } = fetchAnswering(204);
    expect(await flushOutbox(store, { fetchImpl: impl, now: OUTBOX_MAX_AGE_MS + 1, photoStore })).toEqual([]);
    expect(impl).not.toHaveBeenCalled();
    expect(kept.size).toBe(0);
  });

  it('ignores a corrupt outbox', () => {
    const store = new MemoryStorage();
    store.setItem(OUTBOX_KEY, '{not json');
    expect(readOutbox(store)).toEqual([]);
    store.setItem(OUTBOX_KEY, JSON.stringify([{ nope: true }, { ...lead, queuedAt: 1, attempts: 0 }]));
    expect(readOutbox(store).map((l) => l.id)).toEqual(['a1']);
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

  it('goes with the lead as leadId, the same when the outbox sends it again', async () => {
    const store = new MemoryStorage();
    const id = newLeadId();
    const { impl, calls } = fetchAnswering(500, 200);
    await deliverLead(store, { ...lead, id }, { fetchImpl: impl });
    await flushOutbox(store, { fetchImpl: impl });
    expect(calls.map((call) => call.body)).toEqual([
      { ...lead.payload, leadId: id },
      { ...lead.payload, leadId: id },
    ]);
    // The outbox keeps the payload as the form gave it; the id is the outbox's own.
    expect(readOutbox(store)).toEqual([]);
  });

  it('is left out for a lead kept before ids were UUIDs, so the receiver gives it one', () => {
    expect(leadBody({ id: '1700000000000-abc', payload: { a: 1 } })).toEqual({ a: 1 });
  });
});

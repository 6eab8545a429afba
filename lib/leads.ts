/**
 * Sending leads to the webhooks, and never losing one. `postLead` counts only an ok answer within
 * 10 seconds as delivered. A lead that fails waits in a small outbox in localStorage and is sent
 * again on the next page load or when the browser comes back online, until the webhook answers
 * ok; then it is removed. Each lead carries its id (`leadId`), the same on every attempt, so a
 * receiver that got it already (its answer was lost or late) stores it once. A lead with photos goes as
 * multipart/form-data (the lead as JSON in a `lead` field, each photo a `photo` file with its
 * `photoKind`); while it waits, its photos wait in a `PhotoStore` (IndexedDB in the browser, as
 * localStorage holds only text).
 */
import { PHOTO_TYPES, type PhotoKind, type PhotoType } from './photos';
import { guardStorage, readJson, type StorageSource } from '@/lib/browser-storage';

/** A form sent sooner than this after it appeared is taken for a bot: faster than any person can read and fill one. */
export const MIN_FILL_MS = 1500;
/** No answer within this time counts as a failure (the visitor is told and the lead is kept). */
export const LEAD_TIMEOUT_MS = 10_000;
/** The browser storage key of the outbox. */
export const OUTBOX_KEY = 'leadOutbox';
/** Another tab is sending the outbox: leave it for this long before taking over. */
const LOCK_KEY = 'leadOutboxLock';
const LOCK_MS = 30_000;
/**
 * After the browser says it is back online, wait this long before sending what was kept: the
 * network is often not usable the moment the interface comes up, and a visitor who moves to
 * another page meanwhile has it sent once, by that page, instead of by both (a request cut off by
 * leaving the page may have reached the webhook all the same).
 */
export const ONLINE_SETTLE_MS = 2000;
/** Leads older than this are dropped unsent: after a month the visitor has long been called or moved on. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface PendingLead {
  id: string;
  url: string;
  payload: Record<string, unknown>;
  /** What the lead is, for the message shown when it is finally delivered. */
  label: string;
  queuedAt: number;
  attempts: number;
  /** How many photos wait for it in the photo store (none if absent). */
  photos?: number;
}

/** A photo ready to send: its bytes and what it shows. */
export interface LeadPhoto {
  kind: PhotoKind;
  type: PhotoType;
  blob: Blob;
}

/** Where the photos of a lead kept for later wait. Never throws: a store that fails keeps nothing. */
export interface PhotoStore {
  /** True if the photos were kept. */
  put(id: string, photos: LeadPhoto[]): Promise<boolean>;
  get(id: string): Promise<LeadPhoto[]>;
  remove(id: string): Promise<void>;
}

interface SendOptions {
  now?: number;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  photoStore?: PhotoStore;
}

type Store = StorageSource;
type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

/**
 * A lead's id, a version 4 UUID: the receiver stores each id once (a lead sent again is the same
 * lead). `crypto.randomUUID` exists only on https and localhost pages; elsewhere (a test on the
 * local network) the same UUID is made from `crypto.getRandomValues`, which every browser has.
 */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * What is posted for a lead: its payload with its id as `leadId`, so a resend (after an answer
 * that came too late) is stored once. A lead kept before ids were UUIDs goes without one.
 */
export function leadBody(lead: Pick<PendingLead, 'id' | 'payload'>): Record<string, unknown> {
  return UUID.test(lead.id) ? { ...lead.payload, leadId: lead.id } : lead.payload;
}

/** The body of a lead with photos: the lead as JSON in `lead`, then each photo, named by us (the visitor's own file names never leave the browser), and its kind. */
export function leadFormData(payload: Record<string, unknown>, photos: LeadPhoto[]): FormData {
  const form = new FormData();
  form.append('lead', JSON.stringify(payload));
  photos.forEach((photo, index) => {
    form.append('photo', photo.blob, `photo-${index + 1}.${PHOTO_TYPES[photo.type].extension}`);
    form.append('photoKind', photo.kind);
  });
  return form;
}


/** One POST: the answer's status, or 0 when there was none within the timeout. Never throws. */
async function post(url: string, body: string | FormData, options: { timeoutMs?: number; fetchImpl?: Fetch }): Promise<number> {
  const { timeoutMs = LEAD_TIMEOUT_MS, fetchImpl = fetch as Fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      // FormData sets its own multipart type and boundary.
      ...(typeof body === 'string' ? { headers: { 'Content-Type': 'application/json' } } : {}),
      body,
      signal: controller.signal,
    });
    return response.ok ? 200 : response.status || 500;
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POSTs a lead, as JSON or, with photos, as multipart; true only for an ok answer within the
 * timeout. Never throws. If the webhook refuses the photos (400 or 413), the lead goes again
 * without them at once: the details matter more than the pictures.
 */
export async function postLead(url: string, payload: Record<string, unknown>, options: { timeoutMs?: number; fetchImpl?: Fetch; photos?: LeadPhoto[] } = {}): Promise<boolean> {
  const photos = options.photos ?? [];
  if (photos.length) {
    const status = await post(url, leadFormData(payload, photos), options);
    if (status !== 400 && status !== 413) return status === 200;
  }
  return (await post(url, JSON.stringify(payload), options)) === 200;
}

function isPending(value: unknown): value is PendingLead {
  const lead = value as PendingLead;
  return Boolean(lead && typeof lead.id === 'string' && typeof lead.url === 'string' && lead.payload && typeof lead.payload === 'object');
}

export function readOutbox(store: Store): PendingLead[] {
  const parsed = readJson(guardStorage(store), OUTBOX_KEY);
  return Array.isArray(parsed) ? parsed.filter(isPending) : [];
}

/** Where storage is full or blocked nothing more is kept; the visitor was given the phone number. */
function writeOutbox(store: Store, leads: PendingLead[]): void {
  const safe = guardStorage(store);
  if (leads.length) safe.write(OUTBOX_KEY, JSON.stringify(leads));
  else safe.remove(OUTBOX_KEY);
}

/** Keeps a lead to send again (replacing an earlier copy of the same submission). */
export function queueLead(store: Store, lead: PendingLead): void {
  writeOutbox(store, [...readOutbox(store).filter((l) => l.id !== lead.id), lead]);
}

/** Forgets a lead once the webhook has acknowledged it. */
export function removeLead(store: Store, id: string): void {
  writeOutbox(store, readOutbox(store).filter((l) => l.id !== id));
}

/**
 * Sends a lead now; on failure keeps it in the outbox, its photos in the photo store. Returns
 * whether it was delivered. The same `id` for a retried submission means it is never queued twice.
 */
export async function deliverLead(store: Store, lead: Omit<PendingLead, 'queuedAt' | 'attempts' | 'photos'>, options: SendOptions & { photos?: LeadPhoto[] } = {}): Promise<boolean> {
  const photos = options.photos ?? [];
  const ok = await postLead(lead.url, leadBody(lead), { ...options, photos });
  if (ok) {
    removeLead(store, lead.id);
    if (photos.length) await options.photoStore?.remove(lead.id);
  } else {
    const earlier = readOutbox(store).find((l) => l.id === lead.id);
    // Photos the store cannot keep are let go: the lead itself still waits in the outbox.
    const kept = photos.length && (await options.photoStore?.put(lead.id, photos)) ? photos.length : 0;
    queueLead(store, { ...lead, queuedAt: earlier?.queuedAt ?? options.now ?? Date.now(), attempts: (earlier?.attempts ?? 0) + 1, ...(kept ? { photos: kept } : {}) });
  }
  return ok;
}

/** Sends every waiting lead once, with its photos; removes those acknowledged. Returns the ones delivered. */
export async function flushOutbox(store: Store, options: SendOptions = {}): Promise<PendingLead[]> {
  const now = options.now ?? Date.now();
  const safe = guardStorage(store);
  const lock = Number(safe.read(LOCK_KEY) ?? 0);
  if (lock && now - lock < LOCK_MS) return [];
  const waiting = readOutbox(store);
  if (!waiting.length) return [];
  safe.write(LOCK_KEY, String(now));
  const delivered: PendingLead[] = [];
  const photoStore = options.photoStore;
  try {
    for (const lead of waiting) {
      const kept = lead.photos && photoStore ? lead.id : null;
      if (now - lead.queuedAt > OUTBOX_MAX_AGE_MS) {
        removeLead(store, lead.id);
        if (kept) await photoStore?.remove(kept);
        continue;
      }
      // Photos lost meanwhile (storage cleared, private window closed): the lead goes without them.
      const photos = kept ? await (photoStore as PhotoStore).get(kept) : [];
      const ok = await postLead(lead.url, leadBody(lead), { ...options, photos });
      if (ok) {
        removeLead(store, lead.id);
        if (kept) await photoStore?.remove(kept);
        delivered.push(lead);
      } else {
        // Re-read: another submission may have changed the outbox while we waited.
        const current = readOutbox(store).find((l) => l.id === lead.id);
        if (current) queueLead(store, { ...current, attempts: current.attempts + 1 });
      }
    }
  } finally {
    safe.remove(LOCK_KEY);
  }
  return delivered;
}

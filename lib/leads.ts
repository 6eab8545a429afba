/**
 * Sending leads to the webhooks, and never losing one in silence. The lead is written ahead: kept
 * in a small outbox in localStorage (its photos in a `PhotoStore`, IndexedDB in the browser, as
 * localStorage holds only text), marked as being sent by this page (a lease), and only then sent;
 * the answer decides what becomes of it:
 *   - 2xx: delivered, removed;
 *   - 409, 429, 5xx or no answer at all (status 0): kept and sent again later, with a backoff that
 *     doubles from RETRY_BASE_MS to RETRY_MAX_MS and never sooner than the answer's Retry-After;
 *   - 400 or 413 to a send with photos: sent again at once as JSON without them (the details
 *     matter more than the pictures);
 *   - 400 or 413 to a JSON send: refused, with the receiver's reason; kept on this device and not
 *     sent again until the visitor asks.
 * A page that closes mid-send leaves the lead in the outbox; once its lease runs out, the next page
 * sends it. A lead still not delivered after OUTBOX_MAX_AGE_MS is not sent again automatically,
 * but kept and shown to the visitor to send again or discard (components/behaviours/outbox-sender.ts).
 * Each lead carries its id (`leadId`), the same on every attempt, so a receiver that got it already
 * (its answer was lost or late) stores it once. A lead with photos goes as multipart/form-data (the
 * lead as JSON in a `lead` field, each photo a `photo` file with its `photoKind`). Pure apart from
 * the transport and the storage it is given, and the clock, which is passed in.
 */
import { PHOTO_TYPES, type PhotoKind, type PhotoType } from './photos';
import { guardStorage, readJson, type StorageSource } from '@/lib/browser-storage';
import { OUTBOX_CHANGE_EVENT, OUTBOX_KEY, pageId } from '@/lib/outbox-keys';
import { LEAD_TIMEOUT_MS, MIN_FILL_MS, parseRetryAfter } from '@/lib/lead-rules';

export { OUTBOX_CHANGE_EVENT, OUTBOX_KEY, pageId, LEAD_TIMEOUT_MS, MIN_FILL_MS, parseRetryAfter };

/** A lead with photos fails only when no byte has moved for this long: no fixed limit, so a slow uplink still delivers megabytes. */
export const LEAD_IDLE_MS = 15_000;
/** The wait before the first retry of a lead that was not delivered; it doubles with each failure. */
export const RETRY_BASE_MS = 5_000;
/** The longest wait between retries: a lead waiting for a receiver that is down goes within minutes of its return. */
export const RETRY_MAX_MS = 10 * 60_000;
/** The longest Retry-After honoured: a receiver asking for more is not left to hold a lead for hours. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;
/** How long a lead being sent is left alone by other pages: longer than LEAD_IDLE_MS, so a live send never loses it. */
export const SEND_LEASE_MS = 30_000;
/** A lease is renewed at most this often while bytes move: each renewal is a localStorage write. */
export const LEASE_RENEW_MS = 5_000;
/**
 * After the browser says it is back online, wait this long before sending what was kept: the
 * network is often not usable the moment the interface comes up, and a visitor who moves to
 * another page meanwhile has it sent once, by that page, instead of by both (a request cut off by
 * leaving the page may have reached the webhook all the same).
 */
export const ONLINE_SETTLE_MS = 2000;
/** Leads older than this are no longer sent automatically, but kept and shown to the visitor: after a month the visitor decides whether it still matters. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The longest refusal reason kept and shown: the answer's body is the receiver's, not ours. */
const MAX_REFUSAL_CHARS = 300;

const MEGABYTE = 1_000_000;
const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

/**
 * Every sentence the outbox says to the visitor: in the forms, the outbox notice and its toast.
 * Plain literals and functions only, so a bundle that imports other names from this module (the
 * behaviours) leaves these out.
 */
export const OUTBOX_MESSAGES = {
  /** When the receiver refused a lead and its answer said nothing we could show. */
  refusedGeneric: 'Our system did not accept the details as they were sent.',
  /** A form's alert after a refusal: what was refused, then `refusedKept` and the phone number. */
  refusedTitle: (message: string) => `We could not accept your request: ${message}`,
  refusedKept: 'We have kept your details on this device. Please check them and send again, or call us on',
  /** The booking form's upload progress. */
  progressLabel: 'Sending your photos',
  progressText: (sent: number, total: number) => `${megabytes(sent)} of ${megabytes(total)} sent`,
  /** The outbox notice on later pages. */
  noticeHeading: 'Requests kept on this device',
  noticeUrgent: 'If it is urgent, call us on',
  sentOn: (label: string, day: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)}, sent on ${day}`,
  waiting: 'Waiting to be sent: we try again automatically',
  sendingPhotos: (percent: number) => `Sending your photos: ${percent}%`,
  refused: (message: string) => `We could not accept it: ${message}`,
  /** OUTBOX_MAX_AGE_MS in days (lib/leads.test.ts holds them together). */
  expired: 'Not sent for 30 days',
  sendAgain: 'Send again',
  discard: 'Discard',
  discarded: (label: string) => `Your ${label} was discarded.`,
} as const;

export interface PendingLead {
  id: string;
  url: string;
  payload: Record<string, unknown>;
  /** What the lead is, for the message shown when it is finally delivered. */
  label: string;
  /** When the visitor sent it. */
  queuedAt: number;
  /** Failed attempts so far: the backoff grows with them. */
  attempts: number;
  /** How many photos wait for it in the photo store (none if absent). */
  photos?: number;
  /** The page view the visitor sent it from (`pageId`): that page's form shows its state, the others the outbox notice. */
  fromPage?: number;
  /** The page view sending it now, and until when it may (its lease): other pages leave it alone till then. */
  page?: number;
  sendingUntil?: number;
  /** Not to be sent again before this time (after a failure). */
  nextAttemptAt?: number;
  /** The status of the last failed attempt (0: no answer). */
  lastStatus?: number;
  /** Refused by the receiver: not sent again until the visitor asks (`retryLead`). */
  refused?: { status: number; message: string };
  /** When the visitor last asked for it to be sent again: its month counts from then. */
  renewedAt?: number;
}

/** What the visitor sees of a kept lead: waiting to go, refused by the receiver, or not sent for a month. */
export type LeadState = 'waiting' | 'refused' | 'expired';

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

export interface TransportOptions {
  /** A total limit: no answer within it is status 0. */
  timeoutMs?: number;
  /** An idle limit: no byte moving (up or down) for this long is status 0. */
  idleMs?: number;
  /** Bytes of the body sent so far, of how many. */
  onProgress?: (sent: number, total: number) => void;
}

export interface TransportAnswer {
  /** The answer's status; 0 when there was none (network error, timed out, aborted). */
  status: number;
  /** The answer's Retry-After, in ms from now. */
  retryAfterMs?: number;
  /** The answer's body, parsed as JSON, if it was JSON. */
  body?: unknown;
}

/** One POST of a lead's body. Never throws: every failure is status 0. */
export type Transport = (url: string, body: string | FormData, options: TransportOptions) => Promise<TransportAnswer>;

export type DeliverResult = { status: 'sent' } | { status: 'kept' } | { status: 'refused'; message: string };

export interface SendOptions {
  /** How the lead goes: `fetchTransport` unless given (the browser passes lib/browser/xhr-transport.ts). */
  transport?: Transport;
  /** The clock. */
  now?: () => number;
  /** This page view's id (`pageId()` unless given). */
  page?: number;
  photoStore?: PhotoStore;
}

export interface FlushResult {
  delivered: PendingLead[];
  /** Refused by the receiver during this flush. */
  refused: PendingLead[];
  /** Not sent because they have waited longer than OUTBOX_MAX_AGE_MS: the visitor decides. */
  expired: PendingLead[];
}

type Store = StorageSource;

/** A body's parsed JSON, or undefined when it is empty or not JSON. */
export function parseJsonBody(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A `Transport` over fetch, for code that runs outside a page and for tests: fetch cannot report
 * upload progress, so `idleMs` counts as a total limit here when `timeoutMs` is not given.
 */
export const fetchTransport: Transport = async (url, body, options) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? options.idleMs ?? LEAD_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      // FormData sets its own multipart type and boundary.
      ...(typeof body === 'string' ? { headers: { 'Content-Type': 'application/json' } } : {}),
      body,
      signal: controller.signal,
    });
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    const text = await response.text().catch(() => '');
    const parsed = parseJsonBody(text);
    return { status: response.status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}), ...(parsed !== undefined ? { body: parsed } : {}) };
  } catch {
    return { status: 0 };
  } finally {
    clearTimeout(timer);
  }
};

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

/** The wait before the next attempt after `failures` failures in a row, and never sooner than the receiver asked (up to RETRY_AFTER_MAX_MS). */
export function retryDelay(failures: number, retryAfterMs?: number): number {
  const backoff = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
  return Math.max(backoff, Math.min(retryAfterMs ?? 0, RETRY_AFTER_MAX_MS));
}

/**
 * Why the receiver refused a lead, from its answer: each field's message (`{ error, fields }`, as
 * our receiver answers a lead that is not valid), else its `error`, else a sentence of our own.
 */
export function refusalMessage(body: unknown): string {
  const clip = (text: string) => (text.length > MAX_REFUSAL_CHARS ? `${text.slice(0, MAX_REFUSAL_CHARS - 1)}…` : text);
  if (body && typeof body === 'object') {
    const { fields, error } = body as { fields?: unknown; error?: unknown };
    if (fields && typeof fields === 'object') {
      const messages = Object.values(fields).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
      if (messages.length) return clip([...new Set(messages.map((message) => message.trim()))].join('; '));
    }
    if (typeof error === 'string' && error.trim()) return clip(error.trim());
  }
  return OUTBOX_MESSAGES.refusedGeneric;
}

/** Whether a kept lead waits to be sent, was refused, or has waited too long to be sent automatically. */
export function leadState(lead: PendingLead, now: number): LeadState {
  if (lead.refused) return 'refused';
  return now - Math.max(lead.queuedAt, lead.renewedAt ?? lead.queuedAt) > OUTBOX_MAX_AGE_MS ? 'expired' : 'waiting';
}

const leased = (lead: PendingLead, now: number) => (lead.sendingUntil ?? 0) > now;

/** When a kept lead may next be sent (now or earlier: it may go now); undefined if it is not sent automatically. */
function dueAt(lead: PendingLead, now: number): number | undefined {
  if (leadState(lead, now) !== 'waiting') return undefined;
  return Math.max(lead.nextAttemptAt ?? 0, leased(lead, now) ? (lead.sendingUntil ?? 0) : 0);
}

/**
 * The time a page should flush the outbox next: the earliest moment a waiting lead may be sent
 * (its retry time, or the end of another page's lease), `now` if one may go already, undefined
 * when none waits.
 */
export function nextDue(leads: readonly PendingLead[], now: number): number | undefined {
  let next: number | undefined;
  for (const lead of leads) {
    const due = dueAt(lead, now);
    if (due !== undefined && (next === undefined || due < next)) next = due;
  }
  return next === undefined ? undefined : Math.max(next, now);
}

function isDue(lead: PendingLead, now: number, force: boolean): boolean {
  if (leadState(lead, now) !== 'waiting' || leased(lead, now)) return false;
  return (force && lead.lastStatus === 0) || (lead.nextAttemptAt ?? 0) <= now;
}

const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored entry as a lead, or null. A lead needs an id, a URL and a payload; anything else missing takes its default, so no kept lead is ignored for a field it lacks. */
function asPending(value: unknown): PendingLead | null {
  if (!value || typeof value !== 'object') return null;
  const lead = value as Partial<Record<keyof PendingLead, unknown>>;
  if (typeof lead.id !== 'string' || typeof lead.url !== 'string' || !lead.payload || typeof lead.payload !== 'object' || Array.isArray(lead.payload)) return null;
  const refused = lead.refused as PendingLead['refused'] | undefined;
  return {
    id: lead.id,
    url: lead.url,
    payload: lead.payload as Record<string, unknown>,
    label: typeof lead.label === 'string' && lead.label ? lead.label : 'request',
    // An unknown age counts as old: the visitor is asked, rather than the lead sent or lost.
    queuedAt: num(lead.queuedAt) ? lead.queuedAt : 0,
    attempts: num(lead.attempts) ? lead.attempts : 0,
    ...(num(lead.photos) && lead.photos > 0 ? { photos: lead.photos } : {}),
    ...(num(lead.fromPage) ? { fromPage: lead.fromPage } : {}),
    ...(num(lead.page) ? { page: lead.page } : {}),
    ...(num(lead.sendingUntil) ? { sendingUntil: lead.sendingUntil } : {}),
    ...(num(lead.nextAttemptAt) ? { nextAttemptAt: lead.nextAttemptAt } : {}),
    ...(num(lead.lastStatus) ? { lastStatus: lead.lastStatus } : {}),
    ...(refused && typeof refused === 'object' && num(refused.status) && typeof refused.message === 'string' ? { refused: { status: refused.status, message: refused.message } } : {}),
    ...(num(lead.renewedAt) ? { renewedAt: lead.renewedAt } : {}),
  };
}

/** The leads kept in the outbox; none where it is missing, unreadable or not a list. */
export function readOutbox(store: Store): PendingLead[] {
  const parsed = readJson(guardStorage(store), OUTBOX_KEY);
  return Array.isArray(parsed) ? parsed.map(asPending).filter((lead): lead is PendingLead => lead !== null) : [];
}

/** Writes the outbox and tells the page. False where storage is full or blocked: nothing more is kept, and the visitor was given the phone number. */
function writeOutbox(store: Store, leads: PendingLead[]): boolean {
  const safe = guardStorage(store);
  const written = leads.length ? safe.write(OUTBOX_KEY, JSON.stringify(leads)) : safe.remove(OUTBOX_KEY);
  if (written && typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
  return written;
}

/** Keeps a lead (replacing an earlier copy of the same submission). False if it could not be kept. */
export function queueLead(store: Store, lead: PendingLead): boolean {
  return writeOutbox(store, [...readOutbox(store).filter((l) => l.id !== lead.id), lead]);
}

/** The fields a kept lead may lack. */
type LeadNote = 'photos' | 'fromPage' | 'page' | 'sendingUntil' | 'nextAttemptAt' | 'lastStatus' | 'refused' | 'renewedAt';

/** A copy of `lead` without these fields. */
function without(lead: PendingLead, ...notes: LeadNote[]): PendingLead {
  const copy = { ...lead };
  for (const note of notes) delete copy[note];
  return copy;
}

/** Changes a kept lead in place; returns it changed, or undefined if it is no longer kept. */
function updateLead(store: Store, id: string, change: (lead: PendingLead) => PendingLead): PendingLead | undefined {
  const leads = readOutbox(store);
  const index = leads.findIndex((l) => l.id === id);
  const current = leads[index];
  if (!current) return undefined;
  const changed = change(current);
  leads[index] = changed;
  writeOutbox(store, leads);
  return changed;
}

/** Forgets a lead (once the webhook has acknowledged it). */
export function removeLead(store: Store, id: string): void {
  const leads = readOutbox(store);
  if (leads.some((l) => l.id === id)) writeOutbox(store, leads.filter((l) => l.id !== id));
}

/** Forgets a lead the visitor no longer wants sent, and its photos. */
export async function discardLead(store: Store, id: string, photoStore?: PhotoStore): Promise<void> {
  removeLead(store, id);
  await photoStore?.remove(id);
}

/** Sends a refused or month-old lead again when the visitor asks: it is due at the next flush, and its month starts again. */
export function retryLead(store: Store, id: string, now: () => number = Date.now): void {
  updateLead(store, id, (lead) => ({ ...without(lead, 'refused', 'nextAttemptAt', 'lastStatus'), renewedAt: now() }));
}

/** A lead marked as being sent by `page` from `now`. */
function withLease(lead: PendingLead, page: number, now: number): PendingLead {
  return { ...lead, page, sendingUntil: now + SEND_LEASE_MS };
}

interface Context {
  store: Store;
  transport: Transport;
  clock: () => number;
  page: number;
  photoStore?: PhotoStore;
}

function context(store: Store, options: SendOptions): Context {
  return { store, transport: options.transport ?? fetchTransport, clock: options.now ?? Date.now, page: options.page ?? pageId(), ...(options.photoStore ? { photoStore: options.photoStore } : {}) };
}

/** Renews this page's lease on a lead it is sending (unless another page has taken it meanwhile). */
function renewLease(ctx: Context, id: string): void {
  const now = ctx.clock();
  const lead = readOutbox(ctx.store).find((l) => l.id === id);
  if (lead && (lead.page === ctx.page || !leased(lead, now))) updateLead(ctx.store, id, (current) => withLease(current, ctx.page, now));
}

const isRefusal = (status: number) => status === 400 || status === 413;

/** Sends a kept, leased lead once (with its photos if any) and records the answer in the outbox. */
async function attempt(ctx: Context, lead: PendingLead, photos: LeadPhoto[], onProgress?: (sent: number, total: number) => void): Promise<DeliverResult> {
  const body = leadBody(lead);
  let answer: TransportAnswer | undefined;
  let photosRefused = false;
  if (photos.length) {
    let renewedAt = ctx.clock();
    answer = await ctx.transport(lead.url, leadFormData(body, photos), {
      idleMs: LEAD_IDLE_MS,
      onProgress: (sent, total) => {
        onProgress?.(sent, total);
        if (ctx.clock() - renewedAt < LEASE_RENEW_MS) return;
        renewedAt = ctx.clock();
        renewLease(ctx, lead.id);
      },
    });
    if (isRefusal(answer.status)) {
      // The receiver will not take these photos: the details go alone, at once.
      photosRefused = true;
      answer = undefined;
      renewLease(ctx, lead.id);
    }
  }
  answer ??= await ctx.transport(lead.url, JSON.stringify(body), { timeoutMs: LEAD_TIMEOUT_MS });
  const now = ctx.clock();
  const hadPhotos = photos.length > 0 || Boolean(lead.photos);

  if (answer.status >= 200 && answer.status < 300) {
    removeLead(ctx.store, lead.id);
    if (hadPhotos) await ctx.photoStore?.remove(lead.id);
    return { status: 'sent' };
  }
  const sentJson = !photos.length || photosRefused;
  const refused = sentJson && isRefusal(answer.status) ? { status: answer.status, message: refusalMessage(answer.body) } : undefined;
  const { status, retryAfterMs } = answer;
  // Only if it is still kept: a lead the visitor discarded meanwhile stays discarded.
  updateLead(ctx.store, lead.id, (current) => {
    const attempts = current.attempts + 1;
    return {
      ...without(current, 'page', 'sendingUntil', 'nextAttemptAt', 'lastStatus', 'refused', ...(photosRefused ? (['photos'] as const) : [])),
      attempts,
      ...(refused ? { refused } : { lastStatus: status, nextAttemptAt: now + retryDelay(attempts, retryAfterMs) }),
    };
  });
  if (photosRefused) await ctx.photoStore?.remove(lead.id);
  return refused ? { status: 'refused', message: refused.message } : { status: 'kept' };
}

/**
 * Sends a lead the visitor has just sent. It is kept in the outbox first, its photos in the photo
 * store, leased to this page, so a visitor who leaves mid-send still has it sent by their next
 * page; delivered, it is removed. The same `id` for a resent submission replaces its earlier copy.
 */
export async function deliverLead(
  store: Store,
  lead: Pick<PendingLead, 'id' | 'url' | 'payload' | 'label'>,
  options: SendOptions & { photos?: LeadPhoto[]; onProgress?: (sent: number, total: number) => void } = {},
): Promise<DeliverResult> {
  const ctx = context(store, options);
  const photos = options.photos ?? [];
  const earlier = readOutbox(store).find((l) => l.id === lead.id);
  const now = ctx.clock();
  const entry: PendingLead = withLease({ ...lead, queuedAt: earlier?.queuedAt ?? now, attempts: earlier?.attempts ?? 0, fromPage: ctx.page }, ctx.page, now);
  queueLead(store, entry);
  // Photos the store cannot keep are let go: the lead itself still waits in the outbox.
  if (photos.length && ctx.photoStore && (await ctx.photoStore.put(lead.id, photos))) {
    updateLead(store, lead.id, (current) => ({ ...current, photos: photos.length }));
  }
  return attempt(ctx, entry, photos, options.onProgress);
}

/**
 * Sends every kept lead that is due: not refused, not a month old, not being sent by a page (its
 * lease live), and its retry time come, or, with `force` (the browser is back online), whose last
 * attempt had no answer at all. Each goes with its photos if the store still has them.
 */
export async function flushOutbox(store: Store, options: SendOptions & { force?: boolean; onProgress?: (sent: number, total: number, lead: PendingLead) => void } = {}): Promise<FlushResult> {
  const ctx = context(store, options);
  const result: FlushResult = { delivered: [], refused: [], expired: [] };
  for (const { id } of readOutbox(store)) {
    // Read again each time: a form or another tab may have changed the outbox meanwhile.
    const lead = readOutbox(store).find((l) => l.id === id);
    if (!lead) continue;
    const now = ctx.clock();
    if (leadState(lead, now) === 'expired') result.expired.push(lead);
    if (!isDue(lead, now, options.force ?? false)) continue;
    const mine = withLease(lead, ctx.page, now);
    updateLead(store, id, () => mine);
    // Taken by another tab between the read and the write: it sends it, not this page. (Where
    // storage refuses the write, the lead is sent all the same: its id keeps it stored once.)
    const stored = readOutbox(store).find((l) => l.id === id);
    if (!stored || (stored.page !== ctx.page && leased(stored, now))) continue;
    const photos = lead.photos && ctx.photoStore ? await ctx.photoStore.get(id) : [];
    let sending = mine;
    if (lead.photos && ctx.photoStore && !photos.length) {
      // Lost meanwhile (storage cleared, private window closed): the lead goes without them.
      sending = without(mine, 'photos');
      updateLead(store, id, (current) => without(current, 'photos'));
    }
    const outcome = await attempt(ctx, sending, photos, options.onProgress && ((sent, total) => options.onProgress?.(sent, total, lead)));
    if (outcome.status === 'sent') result.delivered.push(lead);
    else if (outcome.status === 'refused') result.refused.push(readOutbox(store).find((l) => l.id === id) ?? lead);
  }
  return result;
}

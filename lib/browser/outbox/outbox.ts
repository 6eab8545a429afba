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
 *     sent again until the visitor asks;
 *   - 409 saying a booking's survey window was taken meanwhile (`slotTaken`): the visitor is shown
 *     the windows still free to pick again (a new send replaces this one); kept, it goes without its
 *     window (`slotFallback`) after SLOT_REPICK_MS, so a visitor who walked away is still called;
 *   - 409 saying the visitor already holds a survey to come (`alreadyBooked`): removed, as the
 *     business has that booking; the form says when it is.
 * A booking sent again from the outbox always carries `slotFallback`: nobody is there to pick again.
 * A page that closes mid-send leaves the lead in the outbox; once its lease runs out, the next page
 * sends it. A lead still not delivered after OUTBOX_MAX_AGE_MS is not sent again automatically,
 * but kept and shown to the visitor to send again or discard (components/behaviours/outbox-sender.ts).
 * Each lead carries its id (`leadId`), the same on every attempt, so a receiver that got it already
 * (its answer was lost or late) stores it once. Each attempt (the first send, the details sent again
 * without refused photos, every resend) also carries a fresh human-check token (`humanCheck`,
 * lib/shared/forms/human-check.ts) from the `humanCheck` option, never kept in the outbox: a token is single use
 * and lasts 300 s. Without one (the check blocked or slow) the lead goes all the same, unverified. A lead with photos goes as multipart/form-data (the
 * lead as JSON in a `lead` field, each photo a `photo` file with its `photoKind`).
 * Told only what is true: where the browser will not keep the lead (storage full, blocked or
 * private) and the send fails, the form hears it was lost (`lost`), not kept. Every change to the
 * outbox list reads, changes and writes it as one step under a lock (`OutboxLock`: the Web Locks
 * API where the browser has it), so two tabs never write over each other's leads. The first send
 * never waits for the photo store (IndexedDB can stall): the photos are put while the lead goes.
 * A lead kept before the spam guard's readings travelled (no `guard` in its payload) is never sent:
 * the receiver takes such a lead for a bot's and drops it, so the visitor is told instead
 * (`outdated`). Pure apart from the transport, the storage and the lock it is given, and the
 * clock, which is passed in.
 */
import type { PhotoKind } from '@/lib/shared/forms/photos';
import { PHOTO_TYPES, type PhotoType } from '@/lib/shared/forms/photo-types';
import { guardStorage, readJson, type StorageSource } from '@/lib/browser/storage';
import { OUTBOX_CHANGE_EVENT, OUTBOX_KEY, pageId } from '@/lib/browser/outbox/keys';
import { LEAD_TIMEOUT_MS, MIN_FILL_MS, OUTBOX_KEEP_MS, parseRetryAfter } from '@/lib/shared/forms/lead-rules';
import type { Guard } from '@/lib/shared/forms/lead-extras';
import { HUMAN_CHECK_FIELD } from '@/lib/shared/forms/human-check';

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
export { OUTBOX_KEEP_MS };
/** The longest refusal reason kept and shown: the answer's body is the receiver's, not ours. */
const MAX_REFUSAL_CHARS = 300;

const MEGABYTE = 1_000_000;
const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

/**
 * Every sentence the outbox says to the visitor in the forms (and, shared, in the notice).
 * Plain literals and functions only, so a bundle that imports other names from this module (the
 * behaviours) leaves these out.
 */
export const OUTBOX_MESSAGES = {
  /** When the receiver refused a lead and its answer said nothing we could show. */
  refusedGeneric: 'Our system did not accept the details as they were sent.',
  /** A form's alert after a refusal: what was refused, then `refusedKept` and the phone number. */
  refusedTitle: (message: string) => `We could not accept your request: ${message}`,
  refusedKept: 'We have kept your details on this device. Please check them and send again, or call us on',
  /** After a refusal the browser would not let us keep (storage full or blocked). */
  refusedNotKept: 'Please check your details and send again, or call us on',
  /** A form's alert when the send failed and the browser would not let us keep the lead either (`lost`): then the phone number, then `notKeptAgain`. */
  notKept: 'This device would not let us keep your details either, so they will not be sent later. Please call us on',
  notKeptAgain: 'What you typed is still in the form, so you can also try again.',
  /** Before the phone number, wherever a lead waits to be sent again. */
  urgent: 'If it is urgent, call us on',
  /** The callback's toast when its send failed and the lead is kept: then the phone number. */
  keptToast: 'We have kept your request and will send it again automatically.',
  /** The booking form's upload progress. */
  progressLabel: 'Sending your photos',
  progressText: (sent: number, total: number) => `${megabytes(sent)} of ${megabytes(total)} sent`,
} as const;

/** What the outbox notice on later pages and its toast say: apart from the forms' words, so the forms' bundle carries none of these. */
export const OUTBOX_NOTICE_MESSAGES = {
  heading: 'Requests kept on this device',
  urgent: OUTBOX_MESSAGES.urgent,
  sentOn: (label: string, day: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)}, sent on ${day}`,
  waiting: 'Waiting to be sent: we try again automatically',
  sendingPhotos: (percent: number) => `Sending your photos: ${percent}%`,
  refused: (message: string) => `We could not accept it: ${message}`,
  /** OUTBOX_MAX_AGE_MS in days (lib/browser/outbox/outbox.test.ts holds them together). */
  expired: 'Not sent for 30 days',
  /** A lead kept before the spam guard's readings travelled (`outdated`): then `outdatedCall` and the phone number. */
  outdated: 'Not sent: it was kept by an older version of our website and cannot be sent now.',
  outdatedCall: 'Please send the form again, or call us on',
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

/**
 * What the visitor sees of a kept lead: waiting to go, refused by the receiver, not sent for a
 * month, or kept before the spam guard's readings travelled with a lead (never sent: the receiver
 * would take it for a bot's).
 */
export type LeadState = 'waiting' | 'refused' | 'expired' | 'outdated';

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

/**
 * What became of a lead the visitor sent: delivered; not delivered and kept to send again; not
 * delivered and not kept either (the browser refused to keep it: the visitor must call or try
 * again); or refused by the receiver, `kept` saying whether it waits on this device.
 */
export type DeliverResult =
  | { status: 'sent'; answer?: unknown }
  | { status: 'kept' }
  | { status: 'lost' }
  | { status: 'refused'; message: string; kept: boolean }
  | { status: 'slot-taken'; message: string; windows: unknown[]; kept: boolean; alreadyBooked?: { date: string; window: string } };

/**
 * How long a booking whose survey window was taken meanwhile (409 `slotTaken`) waits in the outbox
 * for the visitor to pick another before it goes without a window (`slotFallback`, stored for the
 * business to call about): long enough to choose, short enough that a visitor who walked away is
 * still called the same day.
 */
export const SLOT_REPICK_MS = 10 * 60 * 1000;

/**
 * The receiver's answer that a booking's survey window filled meanwhile: its message and the windows
 * still free; or that the visitor already holds a survey to come (`alreadyBooked`, lib/shared/survey/booking.ts
 * AlreadyBooked), with when.
 */
function slotTakenIn(answer: TransportAnswer): { message: string; windows: unknown[]; alreadyBooked?: { date: string; window: string } } | null {
  if (answer.status !== 409 || !answer.body || typeof answer.body !== 'object') return null;
  const { slotTaken, error, windows, alreadyBooked } = answer.body as { slotTaken?: unknown; error?: unknown; windows?: unknown; alreadyBooked?: { date?: unknown; window?: unknown } | null };
  if (slotTaken !== true) return null;
  const held = alreadyBooked && typeof alreadyBooked === 'object' && typeof alreadyBooked.date === 'string' && typeof alreadyBooked.window === 'string' ? { date: alreadyBooked.date, window: alreadyBooked.window } : null;
  return { message: typeof error === 'string' ? error : '', windows: Array.isArray(windows) ? windows : [], ...(held ? { alreadyBooked: held } : {}) };
}

/**
 * Runs `run` (which reads, changes and writes the outbox, synchronously) while no other page of
 * this site may: so two tabs never write over each other's leads.
 */
export type OutboxLock = <T>(run: () => T) => Promise<T>;

/** The name of the Web Lock every page's changes to the outbox wait for. */
export const OUTBOX_LOCK = 'lead-outbox';

/** No lock: runs at once. Node, and browsers without the Web Locks API, as the outbox did before it had one. */
export const noLock: OutboxLock = async (run) => run();

/**
 * The page's lock: the Web Locks API (`navigator.locks`, on https and localhost pages) where the
 * browser has it, else `noLock`. A request the browser turns down (a page being torn down) runs
 * unlocked rather than not at all: a lead kept unlocked beats a lead not kept.
 */
export function pageLock(): OutboxLock {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks || typeof locks.request !== 'function') return noLock;
  return async <T,>(run: () => T): Promise<T> => {
    let ran = false;
    try {
      return await locks.request(OUTBOX_LOCK, () => {
        ran = true;
        return run();
      });
    } catch (error) {
      if (ran) throw error;
      return run();
    }
  };
}

/** The lock the outbox's changes take (`pageLock()` unless given: tests pass their own). */
export interface LockOptions {
  withLock?: OutboxLock;
}

export interface SendOptions extends LockOptions {
  /** How the lead goes: `fetchTransport` unless given (the browser passes lib/browser/outbox/xhr-transport.ts). */
  transport?: Transport;
  /** The clock. */
  now?: () => number;
  /** This page view's id (`pageId()` unless given). */
  page?: number;
  photoStore?: PhotoStore;
  /**
   * A fresh human-check token for one HTTP attempt of this lead (lib/browser/human-check.ts), asked
   * for anew before each; null (or none given) sends it without one: the receiver stores it
   * unverified, and a lead is never held back for the check.
   */
  humanCheck?: (lead: PendingLead) => Promise<string | null>;
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

/**
 * Whether a payload carries the spam guard's readings (`guard`, lib/shared/forms/lead-extras.ts),
 * as every form has added since they travelled: the receiver takes a lead without them for a bot's.
 */
function carriesGuard(payload: Record<string, unknown>): boolean {
  const guard = payload.guard as Partial<Guard> | null | undefined;
  return typeof guard === 'object' && guard !== null && typeof guard.website === 'string' && typeof guard.fillMs === 'number';
}

/** Whether a kept lead waits to be sent, was refused, has waited too long to be sent automatically, or can no longer be sent. */
export function leadState(lead: PendingLead, now: number): LeadState {
  if (!carriesGuard(lead.payload)) return 'outdated';
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

/** Tells the page the outbox was written, so other bundles on it (islands, behaviours) notice. */
function announce(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT));
}

/** Writes the outbox. False where storage is full or blocked: nothing more is kept. */
function writeOutbox(store: Store, leads: PendingLead[]): boolean {
  const safe = guardStorage(store);
  return leads.length ? safe.write(OUTBOX_KEY, JSON.stringify(leads)) : safe.remove(OUTBOX_KEY);
}

/**
 * Reads the outbox, lets `change` decide what to write (a list, or null for nothing) and what to
 * answer, and writes it: one step under the lock, so no other tab writes in between. Resolves to
 * whether it was written, and the answer.
 */
async function changeOutbox<T>(store: Store, lock: OutboxLock, change: (leads: PendingLead[]) => [write: PendingLead[] | null, answer: T]): Promise<[written: boolean, answer: T]> {
  const done = await lock((): [boolean, T] => {
    const [write, answer] = change(readOutbox(store));
    return [write !== null && writeOutbox(store, write), answer];
  });
  if (done[0]) announce();
  return done;
}

const lockOf = (options: LockOptions): OutboxLock => options.withLock ?? pageLock();

/** Keeps the lead `make` gives (from the copy kept earlier of the same submission, if any), replacing that copy. Resolves to the lead, and whether it was kept. */
async function keepLead(store: Store, lock: OutboxLock, id: string, make: (earlier: PendingLead | undefined) => PendingLead): Promise<[kept: boolean, lead: PendingLead]> {
  return changeOutbox(store, lock, (leads) => {
    const lead = make(leads.find((l) => l.id === id));
    return [[...leads.filter((l) => l.id !== id), lead], lead];
  });
}

/** Keeps a lead (replacing an earlier copy of the same submission). False if it could not be kept. */
export async function queueLead(store: Store, lead: PendingLead, options: LockOptions = {}): Promise<boolean> {
  const [kept] = await keepLead(store, lockOf(options), lead.id, () => lead);
  return kept;
}

/** The fields a kept lead may lack. */
type LeadNote = 'photos' | 'fromPage' | 'page' | 'sendingUntil' | 'nextAttemptAt' | 'lastStatus' | 'refused' | 'renewedAt';

/** A copy of `lead` without these fields. */
function without(lead: PendingLead, ...notes: LeadNote[]): PendingLead {
  const copy = { ...lead };
  for (const note of notes) delete copy[note];
  return copy;
}

/** Changes a kept lead in place (`change` may return it as it is: nothing is written); resolves to it changed, or undefined if it is no longer kept. */
async function updateLead(store: Store, lock: OutboxLock, id: string, change: (lead: PendingLead) => PendingLead): Promise<PendingLead | undefined> {
  const [, changed] = await changeOutbox(store, lock, (leads): [PendingLead[] | null, PendingLead | undefined] => {
    const index = leads.findIndex((l) => l.id === id);
    const current = leads[index];
    if (!current) return [null, undefined];
    const next = change(current);
    if (next === current) return [null, current];
    leads[index] = next;
    return [leads, next];
  });
  return changed;
}

/** Forgets a lead (once the webhook has acknowledged it). */
export async function removeLead(store: Store, id: string, options: LockOptions = {}): Promise<void> {
  await changeOutbox(store, lockOf(options), (leads) => [leads.some((l) => l.id === id) ? leads.filter((l) => l.id !== id) : null, undefined]);
}

/** Forgets a lead the visitor no longer wants sent, and its photos. */
export async function discardLead(store: Store, id: string, photoStore?: PhotoStore, options: LockOptions = {}): Promise<void> {
  await removeLead(store, id, options);
  await photoStore?.remove(id);
}

/** Sends a refused or month-old lead again when the visitor asks: it is due at the next flush, and its month starts again. */
export async function retryLead(store: Store, id: string, now: () => number = Date.now, options: LockOptions = {}): Promise<void> {
  await updateLead(store, lockOf(options), id, (lead) => ({ ...without(lead, 'refused', 'nextAttemptAt', 'lastStatus'), renewedAt: now() }));
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
  lock: OutboxLock;
  photoStore?: PhotoStore;
  humanCheck?: (lead: PendingLead) => Promise<string | null>;
}

function context(store: Store, options: SendOptions): Context {
  return {
    store,
    transport: options.transport ?? fetchTransport,
    clock: options.now ?? Date.now,
    page: options.page ?? pageId(),
    lock: lockOf(options),
    ...(options.photoStore ? { photoStore: options.photoStore } : {}),
    ...(options.humanCheck ? { humanCheck: options.humanCheck } : {}),
  };
}

/** `body` with a fresh human-check token for this attempt, if one comes (a provider that fails gives none). */
async function withHumanCheck(ctx: Context, lead: PendingLead, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { humanCheck } = ctx;
  if (!humanCheck) return body;
  const token = await Promise.resolve()
    .then(() => humanCheck(lead))
    .catch(() => null);
  return typeof token === 'string' && token ? { ...body, [HUMAN_CHECK_FIELD]: token } : body;
}

/** Renews this page's lease on a lead it is sending (unless another page has taken it meanwhile). */
async function renewLease(ctx: Context, id: string): Promise<void> {
  const now = ctx.clock();
  await updateLead(ctx.store, ctx.lock, id, (lead) => (lead.page === ctx.page || !leased(lead, now) ? withLease(lead, ctx.page, now) : lead));
}

const isRefusal = (status: number) => status === 400 || status === 413;

/**
 * Sends a kept, leased lead once (with its photos if any) and records the answer in the outbox.
 * `onAnswer` hears, before anything is recorded, whether the lead's photos are still wanted (not
 * once it is delivered, or the receiver would not take them).
 */
async function attempt(
  ctx: Context,
  lead: PendingLead,
  photos: LeadPhoto[],
  onProgress?: (sent: number, total: number) => void,
  onAnswer?: (photosWanted: boolean) => void,
  resend = false,
): Promise<Exclude<DeliverResult, { status: 'lost' }>> {
  // Sent again from the outbox, the visitor is not there to pick another window: one taken meanwhile leaves it unbooked.
  const body = resend && lead.payload.slot ? { ...leadBody(lead), slotFallback: true } : leadBody(lead);
  let answer: TransportAnswer | undefined;
  let photosRefused = false;
  if (photos.length) {
    const form = leadFormData(ctx.humanCheck ? await withHumanCheck(ctx, lead, body) : body, photos);
    let renewedAt = ctx.clock();
    answer = await ctx.transport(lead.url, form, {
      idleMs: LEAD_IDLE_MS,
      onProgress: (sent, total) => {
        onProgress?.(sent, total);
        if (ctx.clock() - renewedAt < LEASE_RENEW_MS) return;
        renewedAt = ctx.clock();
        void renewLease(ctx, lead.id);
      },
    });
    if (isRefusal(answer.status)) {
      // The receiver will not take these photos: the details go alone, at once.
      photosRefused = true;
      answer = undefined;
      onAnswer?.(false);
      await renewLease(ctx, lead.id);
    }
  }
  answer ??= await ctx.transport(lead.url, JSON.stringify(ctx.humanCheck ? await withHumanCheck(ctx, lead, body) : body), { timeoutMs: LEAD_TIMEOUT_MS });
  const now = ctx.clock();
  const hadPhotos = photos.length > 0 || Boolean(lead.photos);
  const delivered = answer.status >= 200 && answer.status < 300;
  const taken = slotTakenIn(answer);
  onAnswer?.(!delivered && !photosRefused && !taken?.alreadyBooked);

  if (delivered) {
    await removeLead(ctx.store, lead.id, { withLock: ctx.lock });
    if (hadPhotos) await ctx.photoStore?.remove(lead.id);
    return { status: 'sent', answer: answer.body };
  }
  if (taken?.alreadyBooked) {
    // The visitor holds a survey to come already, and the business has it: nothing to send again.
    await removeLead(ctx.store, lead.id, { withLock: ctx.lock });
    if (hadPhotos) await ctx.photoStore?.remove(lead.id);
    return { status: 'slot-taken', ...taken, kept: false };
  }
  const sentJson = !photos.length || photosRefused;
  const refused = sentJson && isRefusal(answer.status) ? { status: answer.status, message: refusalMessage(answer.body) } : undefined;
  const { status, retryAfterMs } = answer;
  // Only if it is still kept: a lead the visitor discarded meanwhile stays discarded.
  await updateLead(ctx.store, ctx.lock, lead.id, (current) => {
    const attempts = current.attempts + 1;
    return {
      ...without(current, 'page', 'sendingUntil', 'nextAttemptAt', 'lastStatus', 'refused', ...(photosRefused ? (['photos'] as const) : [])),
      attempts,
      ...(refused ? { refused } : { lastStatus: status, nextAttemptAt: now + (taken ? SLOT_REPICK_MS : retryDelay(attempts, retryAfterMs)) }),
      // Its window taken: kept to go without one, unless the visitor picks another first (that send replaces it).
      ...(taken ? { payload: { ...current.payload, slotFallback: true } } : {}),
    };
  });
  if (photosRefused) await ctx.photoStore?.remove(lead.id);
  if (taken) return { status: 'slot-taken', ...taken, kept: true };
  return refused ? { status: 'refused', message: refused.message, kept: true } : { status: 'kept' };
}

/**
 * Puts a lead's photos in the photo store while it is being sent, without the send waiting for it
 * (IndexedDB can stall). Once put, they are recorded on the kept lead (`photos`) if it still wants
 * them; if it was delivered meanwhile, refused its photos, or is not kept (discarded, or storage
 * refused), they are taken out again. `photosWanted()` is undefined until the send is answered.
 */
async function storePhotos(ctx: Context, id: string, photos: LeadPhoto[], photosWanted: () => boolean | undefined): Promise<void> {
  const { photoStore } = ctx;
  if (!photoStore || !photos.length || !(await photoStore.put(id, photos))) return;
  const recorded = await updateLead(ctx.store, ctx.lock, id, (lead) => (photosWanted() === false ? lead : { ...lead, photos: photos.length }));
  if (!recorded?.photos) await photoStore.remove(id);
}

/**
 * Sends a lead the visitor has just sent. It is kept in the outbox first, leased to this page, so a
 * visitor who leaves mid-send still has it sent by their next page; its photos are put in the
 * photo store meanwhile, never holding up the send; delivered, it is removed. The same `id` for a
 * resent submission replaces its earlier copy. Not delivered and not kept either (the browser
 * refused the write): `lost`, so the visitor is never told it was kept.
 */
export async function deliverLead(
  store: Store,
  lead: Pick<PendingLead, 'id' | 'url' | 'payload' | 'label'>,
  options: SendOptions & { photos?: LeadPhoto[]; onProgress?: (sent: number, total: number) => void } = {},
): Promise<DeliverResult> {
  const ctx = context(store, options);
  const photos = options.photos ?? [];
  const now = ctx.clock();
  const [kept, entry] = await keepLead(store, ctx.lock, lead.id, (earlier) =>
    withLease({ ...lead, queuedAt: earlier?.queuedAt ?? now, attempts: earlier?.attempts ?? 0, fromPage: ctx.page }, ctx.page, now),
  );
  let photosWanted: boolean | undefined;
  // Not awaited: a put that never ends holds up neither the send nor the form.
  void storePhotos(ctx, lead.id, photos, () => photosWanted);
  const outcome = await attempt(ctx, entry, photos, options.onProgress, (wanted) => (photosWanted = wanted));
  if (kept) return outcome;
  if (outcome.status === 'kept') return { status: 'lost' };
  return outcome.status === 'refused' || outcome.status === 'slot-taken' ? { ...outcome, kept: false } : outcome;
}

/**
 * Forgets every lead kept longer than OUTBOX_KEEP_MS, then sends every kept lead that is due: not refused, not a month old, not kept from before the spam
 * guard's readings travelled, not being sent by a page (its lease live), and its retry time come,
 * or, with `force` (the browser is back online), whose last attempt had no answer at all. Each goes
 * with its photos if the store still has them.
 */
export async function flushOutbox(store: Store, options: SendOptions & { force?: boolean; onProgress?: (sent: number, total: number, lead: PendingLead) => void } = {}): Promise<FlushResult> {
  const ctx = context(store, options);
  const result: FlushResult = { delivered: [], refused: [], expired: [] };
  for (const { id, queuedAt, renewedAt } of readOutbox(store)) {
    const now = ctx.clock();
    // A lead of unknown age (kept before its time was) is shown to the visitor, never forgotten unseen.
    const keptSince = Math.max(queuedAt, renewedAt ?? 0);
    if (keptSince > 0 && now - keptSince > OUTBOX_KEEP_MS) {
      await discardLead(store, id, ctx.photoStore, { withLock: ctx.lock });
      continue;
    }
    // Read again under the lock each time, and leased to this page in the same step: a form or
    // another tab may have changed the outbox meanwhile.
    const [, [lead, mine]] = await changeOutbox(store, ctx.lock, (leads): [PendingLead[] | null, [PendingLead | undefined, PendingLead | undefined]] => {
      const index = leads.findIndex((l) => l.id === id);
      const found = leads[index];
      if (!found || !isDue(found, now, options.force ?? false)) return [null, [found, undefined]];
      const leasedHere = withLease(found, ctx.page, now);
      leads[index] = leasedHere;
      return [leads, [found, leasedHere]];
    });
    if (!lead) continue;
    if (leadState(lead, now) === 'expired') result.expired.push(lead);
    if (!mine) continue;
    // Without Web Locks, another tab may take it between the read and the write: then it sends it,
    // not this page. (Where storage refuses the write, the lead is sent all the same: its id keeps
    // it stored once.)
    const stored = readOutbox(store).find((l) => l.id === id);
    if (!stored || (stored.page !== ctx.page && leased(stored, now))) continue;
    const photos = lead.photos && ctx.photoStore ? await ctx.photoStore.get(id) : [];
    let sending = mine;
    if (lead.photos && ctx.photoStore && !photos.length) {
      // Lost meanwhile (storage cleared, private window closed): the lead goes without them.
      sending = without(mine, 'photos');
      await updateLead(store, ctx.lock, id, (current) => without(current, 'photos'));
    }
    const outcome = await attempt(ctx, sending, photos, options.onProgress && ((sent, total) => options.onProgress?.(sent, total, lead)), undefined, true);
    if (outcome.status === 'sent') result.delivered.push(lead);
    else if (outcome.status === 'refused') result.refused.push(readOutbox(store).find((l) => l.id === id) ?? lead);
  }
  return result;
}

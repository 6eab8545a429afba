/**
 * Sending leads to the webhooks, and never losing one. `postLead` counts only an ok answer within
 * 10 seconds as delivered. A lead that fails waits in a small outbox in localStorage and is sent
 * again on the next page load or when the browser comes back online, until the webhook answers
 * ok; then it is removed, so it is never sent twice by us.
 */

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
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok'>>;

export function newLeadId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** POSTs JSON; true only for an ok answer within the timeout. Never throws. */
export async function postLead(url: string, payload: Record<string, unknown>, options: { timeoutMs?: number; fetchImpl?: Fetch } = {}): Promise<boolean> {
  const { timeoutMs = LEAD_TIMEOUT_MS, fetchImpl = fetch as Fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function isPending(value: unknown): value is PendingLead {
  const lead = value as PendingLead;
  return Boolean(lead && typeof lead.id === 'string' && typeof lead.url === 'string' && lead.payload && typeof lead.payload === 'object');
}

export function readOutbox(store: Store): PendingLead[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

function writeOutbox(store: Store, leads: PendingLead[]): void {
  try {
    if (leads.length) store.setItem(OUTBOX_KEY, JSON.stringify(leads));
    else store.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or blocked: nothing more we can keep; the visitor was given the phone number.
  }
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
 * Sends a lead now; on failure keeps it in the outbox. Returns whether it was delivered.
 * The same `id` for a retried submission means it is never queued twice.
 */
export async function deliverLead(
  store: Store,
  lead: Omit<PendingLead, 'queuedAt' | 'attempts'>,
  options: { now?: number; fetchImpl?: Fetch; timeoutMs?: number } = {},
): Promise<boolean> {
  const ok = await postLead(lead.url, lead.payload, options);
  if (ok) removeLead(store, lead.id);
  else {
    const earlier = readOutbox(store).find((l) => l.id === lead.id);
    queueLead(store, { ...lead, queuedAt: earlier?.queuedAt ?? options.now ?? Date.now(), attempts: (earlier?.attempts ?? 0) + 1 });
  }
  return ok;
}

/** Sends every waiting lead once; removes those acknowledged. Returns the ones delivered. */
export async function flushOutbox(store: Store, options: { now?: number; fetchImpl?: Fetch; timeoutMs?: number } = {}): Promise<PendingLead[]> {
  const now = options.now ?? Date.now();
  const lock = Number(store.getItem(LOCK_KEY) ?? 0);
  if (lock && now - lock < LOCK_MS) return [];
  const waiting = readOutbox(store);
  if (!waiting.length) return [];
  store.setItem(LOCK_KEY, String(now));
  const delivered: PendingLead[] = [];
  try {
    for (const lead of waiting) {
      if (now - lead.queuedAt > OUTBOX_MAX_AGE_MS) {
        removeLead(store, lead.id);
        continue;
      }
      const ok = await postLead(lead.url, lead.payload, options);
      // Re-read: another submission may have changed the outbox while we waited.
      if (ok) {
        removeLead(store, lead.id);
        delivered.push(lead);
      } else {
        const current = readOutbox(store).find((l) => l.id === lead.id);
        if (current) queueLead(store, { ...current, attempts: current.attempts + 1 });
      }
    }
  } finally {
    store.removeItem(LOCK_KEY);
  }
  return delivered;
}

/**
 * The outbox sender: the part of the lead outbox (lib/browser/outbox/outbox.ts) that sends, loaded by the outbox
 * behaviour (./outbox.ts) only when the outbox holds something, as its own script
 * (`/assets/outbox-<hash>.js`, entry ./outbox-sender-main.ts). When it starts it sends every kept
 * lead that is due, then, while the page stays open, flushes again when the next one falls due
 * (`nextDue`), rescheduling whenever the outbox changes (this page's forms, or another tab), and
 * once the browser has been back online a moment (ONLINE_SETTLE_MS), then sending at once what had
 * no answer. A lead delivered is told in a toast. The outbox notice lists the leads the visitor
 * sent from other pages, with "Send again" and "Discard" for those refused or a month old. Each
 * lead it sends asks `humanCheck` for a fresh token first (lib/browser/outbox/outbox.ts), so the human check's
 * widget is loaded only once something is due, not when this script starts; the visitor's own
 * page's writes (their photos) carry their request's token and never a human check. The
 * transport, storage, clock, page id and human check are passed in, so tests drive it without a
 * network.
 */
import { TOAST_DURATION_MS, TOAST_DURATION_SECONDARY_MS } from '@/lib/ui-config';
import { ONLINE_SETTLE_MS, OUTBOX_CHANGE_EVENT, OUTBOX_KEY, OUTBOX_NOTICE_MESSAGES, RETRY_BASE_MS, discardLead, flushOutbox, nextDue, pageId, readOutbox, retryLead, type LockOptions, type PendingLead, type PhotoStore, type Transport } from '@/lib/browser/outbox/outbox';
import type { StorageSource } from '@/lib/browser/storage';
import { showToast } from '@/lib/browser/toasts';
import { createNotice } from './outbox-notice';
import { deliveredMessage } from './outbox';

/** Where the visitor's own page writes (lib/shared/contracts/your-request.ts): such a write carries their request's token, never a human check. */
const VISITOR_PAGE_API = '/api/your-request/';

export interface SenderOptions extends LockOptions {
  transport: Transport;
  /** A fresh human-check token for one send, or null (lib/browser/human-check.ts `offScreenHumanCheck`); none given, leads go without one. */
  humanCheck?: () => Promise<string | null>;
  photoStore?: PhotoStore;
  /** The outbox's storage (this browser's localStorage unless given). */
  storage?: StorageSource;
  now?: () => number;
  /** This page view's id (`pageId()` unless given). */
  page?: number;
  /** The notice's element (the page's `[data-module~="lead-outbox"]` unless given). */
  notice?: HTMLElement | null;
}

export interface Sender {
  /** Sends what is due now (with `force`, also what had no answer); resolves once done. */
  flush(force?: boolean): Promise<void>;
  /** Stops listening and scheduling (for tests). */
  stop(): void;
}

export function startOutboxSender(options: SenderOptions): Sender {
  const { transport, photoStore } = options;
  const check = options.humanCheck;
  const humanCheck = check && ((lead: PendingLead) => (new URL(lead.url, window.location.href).pathname.startsWith(VISITOR_PAGE_API) ? Promise.resolve(null) : check()));
  const storage = options.storage ?? (() => window.localStorage);
  const now = options.now ?? Date.now;
  const page = options.page ?? pageId();
  const locking: LockOptions = options.withLock ? { withLock: options.withLock } : {};
  const section = options.notice === undefined ? document.querySelector<HTMLElement>('[data-module~="lead-outbox"]') : options.notice;
  let timer: number | undefined;
  let settling: number | undefined;
  let running: Promise<void> | null = null;
  let queued: { force: boolean } | null = null;
  let lastRun = Number.NEGATIVE_INFINITY;

  const notice = section
    ? createNotice(section, {
        retry: (lead) => {
          void retryLead(storage, lead.id, now, locking).then(() => flush());
        },
        discard: (lead) => {
          void discardLead(storage, lead.id, photoStore, locking);
          showToast('info', OUTBOX_NOTICE_MESSAGES.discarded(lead.label), { duration: TOAST_DURATION_MS });
        },
      })
    : null;

  /** The notice lists what the visitor sent from other pages: this page's forms say for themselves. */
  const render = () => notice?.render(readOutbox(storage).filter((lead: PendingLead) => lead.fromPage !== page), now());

  /** Flushes when the next lead falls due; never sooner than RETRY_BASE_MS after the last flush, so a lead a flush could not move is not sent in a loop. */
  function schedule(): void {
    window.clearTimeout(timer);
    const time = now();
    const due = nextDue(readOutbox(storage), time);
    if (due === undefined) return;
    timer = window.setTimeout(() => void flush(), Math.max(due, lastRun + RETRY_BASE_MS) - time);
  }

  async function run(force: boolean): Promise<void> {
    lastRun = now();
    try {
      const result = await flushOutbox(storage, {
        transport,
        now,
        page,
        force,
        ...locking,
        ...(photoStore ? { photoStore } : {}),
        ...(humanCheck ? { humanCheck } : {}),
        onProgress: (sent, total, lead) => notice?.progress(lead.id, total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0),
      });
      if (result.delivered.length) showToast('success', deliveredMessage(result.delivered), { duration: TOAST_DURATION_SECONDARY_MS });
    } catch (error) {
      // Nothing is lost: what was not sent stays kept, and the next flush tries it.
      console.error('The lead outbox could not be sent', error);
    } finally {
      notice?.clearProgress();
      render();
    }
  }

  /** One flush at a time: a flush asked for meanwhile runs once this one is done. */
  async function flush(force = false): Promise<void> {
    if (running) {
      queued = { force: force || Boolean(queued?.force) };
      return running;
    }
    window.clearTimeout(timer);
    running = run(force);
    await running;
    running = null;
    const next = queued;
    queued = null;
    if (next) await flush(next.force);
    else schedule();
  }

  const onChange = () => {
    render();
    if (!running) schedule();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_KEY || event.key === null) onChange();
  };
  const onOnline = () => {
    window.clearTimeout(settling);
    settling = window.setTimeout(() => void flush(true), ONLINE_SETTLE_MS);
  };
  window.addEventListener(OUTBOX_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', onOnline);
  render();
  void flush();

  return {
    flush,
    stop() {
      window.clearTimeout(timer);
      window.clearTimeout(settling);
      window.removeEventListener(OUTBOX_CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    },
  };
}

import type { QuoteLead } from '@/lib/shared/quote/lead';

/**
 * How islands ask each other for things without sharing a bundle: a cancelable window event.
 * The island that can handle a request (the callback dialog host, the chat loader) listens and
 * calls `preventDefault()`; the caller learns whether anyone did and falls back if not.
 */

export const OPEN_CALLBACK_EVENT = 'site:open-callback';
export const OPEN_CHAT_EVENT = 'site:open-chat';
export const OPEN_EXIT_INTENT_EVENT = 'site:open-exit-intent';

/** sessionStorage flag, set when the prize draw shows, so it shows once per browser session. */
export const EXIT_INTENT_FLAG = 'exitIntentShown';

/**
 * Fired on window, and marked as `<html data-islands="ready">`, once React has hydrated the page
 * and the lead dialogs listen: a request made before then waits for it instead of falling back.
 */
export const ISLANDS_READY_EVENT = 'site:islands-ready';
/** Fired on window to ask for the framework to be loaded now (components/behaviours/framework.ts). */
export const ISLANDS_NEEDED_EVENT = 'site:islands-needed';
/** How long a request made before hydration waits for it before falling back: the framework downloads on a slow phone line. */
export const ISLANDS_READY_WAIT_MS = 15_000;

/** Marks the page as hydrated and tells anything waiting for it. */
export function announceIslandsReady(): void {
  document.documentElement.setAttribute('data-islands', 'ready');
  window.dispatchEvent(new Event(ISLANDS_READY_EVENT));
}

/**
 * Starts loading the islands when a visitor shows they are about to need them (the pointer on, or
 * focus in, a "Request a callback" control), so the click that follows finds them ready or nearly.
 * Does nothing once they are loaded; loading itself happens once however often it is asked.
 */
export function prepareIslands(): void {
  if (document.documentElement.getAttribute('data-islands') === 'ready') return;
  window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
}

/**
 * Calls back once the islands are hydrated (at once if they are), or with false after the wait;
 * asks for the framework to be loaded if it is not yet.
 */
export function whenIslandsReady(callback: (ready: boolean) => void, wait = ISLANDS_READY_WAIT_MS): void {
  if (document.documentElement.getAttribute('data-islands') === 'ready') {
    callback(true);
    return;
  }
  const onReady = () => {
    window.clearTimeout(timer);
    callback(true);
  };
  const timer = window.setTimeout(() => {
    window.removeEventListener(ISLANDS_READY_EVENT, onReady);
    callback(false);
  }, wait);
  window.addEventListener(ISLANDS_READY_EVENT, onReady, { once: true });
  window.dispatchEvent(new Event(ISLANDS_NEEDED_EVENT));
}

export interface OpenChatDetail {
  /** Why chat was asked for: the Get Help entry the visitor used. */
  reason: 'live-chat' | 'report-issue';
}

function request<T>(name: string, detail?: T): boolean {
  if (typeof window === 'undefined') return false;
  const event = new CustomEvent<T | undefined>(name, { detail, cancelable: true });
  // dispatchEvent returns false when a listener called preventDefault(), i.e. handled it.
  return !window.dispatchEvent(event);
}

/** What a callback request may say about itself: the quote the visitor was looking at (the results page). */
export interface OpenCallbackDetail {
  quote?: QuoteLead;
}

/** Asks the callback dialog to open. Returns false when no dialog host is on the page. */
export function requestCallback(detail: OpenCallbackDetail = {}): boolean {
  return request(OPEN_CALLBACK_EVENT, detail);
}

/**
 * Opens the callback dialog, loading the framework first if the page has not hydrated yet; where
 * there is no dialog (or it cannot load), `otherwise` runs instead (a phone call).
 */
export function requestCallbackOr(otherwise: () => void): void {
  whenIslandsReady(() => {
    if (!requestCallback()) otherwise();
  });
}

/** Asks the chat loader to open chat. Returns false when chat cannot be opened on this page. */
export function requestChat(detail: OpenChatDetail): boolean {
  return request(OPEN_CHAT_EVENT, detail);
}

/** Asks the lead dialogs island to show the prize draw. Returns false when it is not on the page. */
export function requestExitIntent(): boolean {
  return request(OPEN_EXIT_INTENT_EVENT);
}

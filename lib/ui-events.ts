/**
 * How islands ask each other for things without sharing a bundle: a cancelable window event.
 * The island that can handle a request (the callback dialog host, the chat loader) listens and
 * calls `preventDefault()`; the caller learns whether anyone did and falls back if not.
 */

export const OPEN_CALLBACK_EVENT = 'site:open-callback';
export const OPEN_CHAT_EVENT = 'site:open-chat';

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

/** Asks the callback dialog to open. Returns false when no dialog host is on the page. */
export function requestCallback(): boolean {
  return request(OPEN_CALLBACK_EVENT);
}

/** Asks the chat loader to open chat. Returns false when chat cannot be opened on this page. */
export function requestChat(detail: OpenChatDetail): boolean {
  return request(OPEN_CHAT_EVENT, detail);
}

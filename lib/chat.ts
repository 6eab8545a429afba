/**
 * The live chat vendor (Intercom) and when to load it (docs/product.md §4.6): after the first scroll, mouse
 * move, click or touch, or after 10 seconds, and never sooner than 2 seconds after the page has
 * loaded; once per page. Only with consent, or when the visitor asks for chat themselves.
 */
import { CHAT_IDLE_LOAD_MS, CHAT_MIN_DELAY_MS } from '@/lib/ui-config';
import type { SafeStorage } from '@/lib/browser/storage';

export const CHAT_SCRIPT_ORIGIN = 'https://widget.intercom.io';

/** The vendor's hosts, for the Content Security Policy. */
export const CHAT_HOSTS = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: ['https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io', 'wss://nexus-websocket-a.intercom.io', 'https://nexus-websocket-a.intercom.io', 'https://uploads.intercomcdn.com'],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  img: ['https://static.intercomassets.com', 'https://js.intercomcdn.com', 'https://downloads.intercomcdn.com', 'https://uploads.intercomcdn.com'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
} as const;

/** Interactions that count as the visitor engaging with the page. */
export const CHAT_INTERACTIONS = ['scroll', 'mousemove', 'click', 'touchstart'] as const;

export function chatScriptUrl(appId: string): string {
  return `${CHAT_SCRIPT_ORIGIN}/widget/${encodeURIComponent(appId)}`;
}

/**
 * When (ms after the page's load event) the widget should load, given when the first interaction
 * happened (ms after load, or null if none yet): the interaction or 10 s, whichever is first,
 * but never before 2 s.
 */
export function chatLoadDelay(interactionAfterLoad: number | null): number {
  const trigger = interactionAfterLoad === null ? CHAT_IDLE_LOAD_MS : Math.min(interactionAfterLoad, CHAT_IDLE_LOAD_MS);
  return Math.max(CHAT_MIN_DELAY_MS, trigger);
}

/** True for the vendor's cookie and storage names. */
export function isVendorKey(name: string): boolean {
  return /^intercom[-.]/i.test(name.trim());
}

/** Removes every vendor cookie and storage item (after the visitor withdraws consent). */
export function clearVendorData(doc: Document, stores: readonly SafeStorage[]): void {
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!isVendorKey(name)) continue;
    for (const domain of ['', `; domain=${doc.location.hostname}`, `; domain=.${doc.location.hostname}`]) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
  for (const store of stores) {
    for (const key of store.keys()) if (isVendorKey(key)) store.remove(key);
  }
}

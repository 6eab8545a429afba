/**
 * Live chat (Intercom, docs/product.md §4.6). With cookie consent it loads after the first
 * interaction or 10 seconds, never sooner than 2 seconds after the page loaded (or consent was
 * given); without consent nothing of the vendor loads until the visitor asks for chat in the Get
 * Help panel, which loads it and opens it with `show`. With no app id, or a script that fails,
 * a chat request falls back to the callback dialog and then the phone; nothing throws.
 * Markup: an empty element `data-module="chat" data-app-id="…" data-phone-href="tel:…"`.
 */
import { localStore, sessionStore } from '@/lib/browser/storage';
import { CHAT_INTERACTIONS, chatLoadDelay, chatScriptUrl, clearVendorData } from '@/lib/chat';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentChoice } from '@/lib/consent';
import { OPEN_CHAT_EVENT, requestCallbackOr } from '@/lib/browser/ui-events';

type IntercomFn = ((...args: unknown[]) => void) & { q?: unknown[]; c?: (args: unknown) => void };

declare global {
  interface Window {
    Intercom?: IntercomFn;
    intercomSettings?: Record<string, unknown>;
  }
}

/** Give up on the vendor script after this long (then fall back to a callback). */
const SCRIPT_TIMEOUT_MS = 10_000;
let widget: Promise<void> | null = null;

/** Boots the vendor's queue and adds its script, once per page. */
export function loadWidget(appId: string): Promise<void> {
  widget ??= new Promise<void>((resolve, reject) => {
    const settings = { api_base: 'https://api-iam.intercom.io', app_id: appId, vertical_padding: 96 };
    window.intercomSettings = settings;
    const queue: IntercomFn = (...args: unknown[]) => queue.c?.(args);
    queue.q = [];
    queue.c = (args) => queue.q?.push(args);
    window.Intercom = queue;
    window.Intercom('boot', settings);
    const script = document.createElement('script');
    script.async = true;
    script.src = chatScriptUrl(appId);
    const timer = window.setTimeout(() => reject(new Error('Chat script timed out')), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('Chat script failed to load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    widget = null;
    throw error;
  });
  return widget;
}

/** Calls back with the time (performance.now) the page finished loading, now or later. */
function whenLoaded(callback: (loadedAt: number) => void): void {
  // Already loaded: count from now, which is never earlier than the real load (so never too soon).
  if (document.readyState === 'complete') callback(performance.now());
  else window.addEventListener('load', () => callback(performance.now()), { once: true });
}

function storedConsent(): ConsentChoice | null {
  return readConsent(() => window.localStorage);
}

/** Starts the chat loader; returns a function that stops it (its listeners and any scheduled load). */
export function initChat(element: HTMLElement): () => void {
  const appId = element.dataset.appId || null;
  const phoneHref = element.dataset.phoneHref ?? '';
  const listeners = new AbortController();
  const { signal } = listeners;
  let scheduled = false;
  /** Stops a load that consent scheduled, when the visitor withdraws it before it happens. */
  let cancel = () => {};

  const onChatRequest = (event: Event) => {
    if (!appId) return; // not ours to handle: the Get Help panel falls back to a callback
    event.preventDefault();
    loadWidget(appId)
      .then(() => window.Intercom?.('show'))
      .catch(() => requestCallbackOr(() => window.location.assign(phoneHref)));
  };
  window.addEventListener(OPEN_CHAT_EVENT, onChatRequest, { signal });

  /** With consent: load after the first interaction or 10 s, never before 2 s (from the later of load and consent). */
  const schedule = (consentAt: number) => {
    if (!appId || scheduled) return;
    scheduled = true;
    whenLoaded((loadedAt) => {
      const base = Math.max(loadedAt, consentAt);
      let timer = 0;
      const fire = () => {
        stopListening();
        void loadWidget(appId).catch(() => {
          // Blocked or unavailable: chat entries fall back to a callback when used.
        });
      };
      const at = (afterBase: number) => window.setTimeout(fire, Math.max(0, base + afterBase - performance.now()));
      const onInteract = () => {
        stopListening();
        window.clearTimeout(timer);
        timer = at(chatLoadDelay(performance.now() - base));
      };
      const stopListening = () => CHAT_INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteract));
      timer = at(chatLoadDelay(null));
      // Listen from the next task, so the click that gave consent does not count as engaging.
      const listen = window.setTimeout(() => CHAT_INTERACTIONS.forEach((type) => window.addEventListener(type, onInteract, { passive: true })), 0);
      cancel = () => {
        window.clearTimeout(timer);
        window.clearTimeout(listen);
        stopListening();
        scheduled = false;
      };
    });
  };

  if (storedConsent() === 'accepted') schedule(0);
  const onConsent = (event: Event) => {
    const choice = (event as CustomEvent<{ choice: ConsentChoice }>).detail?.choice;
    if (choice === 'accepted') schedule(performance.now());
    if (choice === 'rejected') {
      cancel();
      window.Intercom?.('shutdown');
      clearVendorData(document, [localStore(), sessionStore()]);
    }
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, onConsent, { signal });
  return () => {
    listeners.abort();
    cancel();
  };
}

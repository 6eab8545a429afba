'use client';

/**
 * Live chat (Intercom). With cookie consent it loads as spec §4.6 says; without consent nothing of
 * the vendor loads until the visitor asks for chat in the Get Help panel, which loads it and opens
 * it with `show`. With no app id, or a script that fails or is blocked, chat requests fall back to
 * the callback dialog and then the phone; nothing throws.
 */
import { useEffect } from 'react';
import { CHAT_INTERACTIONS, chatLoadDelay, chatScriptUrl, clearVendorData } from '@/lib/chat';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentChoice } from '@/lib/consent';
import { OPEN_CHAT_EVENT, requestCallback } from '@/lib/ui-events';

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

function loadWidget(appId: string): Promise<void> {
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

function pageLoaded(callback: (loadedAt: number) => void): () => void {
  if (document.readyState === 'complete') {
    // Already loaded: count from now, which is never earlier than the real load (so never too soon).
    callback(performance.now());
    return () => {};
  }
  const onLoad = () => callback(performance.now());
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}

export function ChatLoader({ appId, phoneHref }: { appId: string | null; phoneHref: string }) {
  useEffect(() => {
    const cleanups: (() => void)[] = [];
    let scheduled = false;

    const fallback = () => {
      if (!requestCallback()) window.location.assign(phoneHref);
    };

    const onOpenChat = (event: Event) => {
      if (!appId) return; // not ours to handle: the Get Help panel falls back to a callback
      event.preventDefault();
      loadWidget(appId)
        .then(() => window.Intercom?.('show'))
        .catch(fallback);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpenChat);
    cleanups.push(() => window.removeEventListener(OPEN_CHAT_EVENT, onOpenChat));

    /** With consent: load after the first interaction or 10 s, not before 2 s (from when the page had loaded and consent was given). */
    const schedule = (consentAt: number) => {
      if (!appId || scheduled) return;
      scheduled = true;
      cleanups.push(
        pageLoaded((loadedAt) => {
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
          cleanups.push(() => {
            window.clearTimeout(timer);
            window.clearTimeout(listen);
            stopListening();
          });
        }),
      );
    };

    let stored: ConsentChoice | null = null;
    try {
      stored = readConsent(window.localStorage);
    } catch {
      stored = null;
    }
    if (stored === 'accepted') schedule(0);

    const onConsent = (event: Event) => {
      const choice = (event as CustomEvent<{ choice: ConsentChoice }>).detail?.choice;
      if (choice === 'accepted') schedule(performance.now());
      if (choice === 'rejected') {
        window.Intercom?.('shutdown');
        try {
          clearVendorData(document, [window.localStorage, window.sessionStorage]);
        } catch {
          // Storage blocked: nothing was stored either.
        }
      }
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    cleanups.push(() => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [appId, phoneHref]);

  return null;
}

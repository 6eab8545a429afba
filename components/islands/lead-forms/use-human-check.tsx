/**
 * The human check of a lead form (Cloudflare Turnstile: lib/browser/human-check.ts): its container
 * goes inside the form, with the spam guard's hidden field, and stays empty unless Cloudflare asks
 * the visitor to tick (then the checkbox shows there). Nothing of it loads with the page: its code
 * (a chunk of its own) and Turnstile's script load on the form's first use, its first focus or
 * input. `token()` gives a fresh token for each send, or null (no site key, the script blocked,
 * no token in time): the lead then goes unverified, never held back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { siteConfig } from '@/lib/config';

type HumanCheck = import('@/lib/browser/human-check').HumanCheck;

export function useHumanCheck(enabled: boolean) {
  const siteKey = enabled ? siteConfig.turnstileSiteKey : null;
  const container = useRef<HTMLDivElement>(null);
  const check = useRef<Promise<HumanCheck | null> | null>(null);

  /** Loads the check's code and renders its widget, once; null where there is none (no site key, the code not fetched). */
  const start = useCallback((): Promise<HumanCheck | null> => {
    const element = container.current;
    if (!siteKey || !element) return Promise.resolve(null);
    check.current ??= import('@/lib/browser/human-check').then(
      ({ createHumanCheck }) => {
        const created = createHumanCheck(element, { siteKey });
        created.start();
        return created;
      },
      // Its code could not be fetched (the connection dropped): the lead goes without a token.
      () => null,
    );
    return check.current;
  }, [siteKey]);

  useEffect(() => {
    const form = container.current?.closest('form');
    if (!siteKey || !form) return;
    const firstUse = () => {
      form.removeEventListener('focusin', firstUse);
      form.removeEventListener('input', firstUse);
      void start();
    };
    form.addEventListener('focusin', firstUse);
    form.addEventListener('input', firstUse);
    return () => {
      form.removeEventListener('focusin', firstUse);
      form.removeEventListener('input', firstUse);
      void check.current?.then((created) => created?.remove());
      check.current = null;
    };
  }, [siteKey, start]);

  /** A fresh token for one send, or null. */
  const token = useCallback(async () => (await start())?.token() ?? null, [start]);

  // Empty (no height) unless Cloudflare shows its checkbox; no wider than the form, which picks the compact widget below 300 px.
  const element = siteKey ? <div ref={container} className="max-w-full empty:hidden" data-human-check="" /> : null;
  return { element, token };
}

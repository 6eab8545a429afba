/**
 * The human check in the browser (Cloudflare Turnstile, lib/shared/forms/human-check.ts): its script loaded once
 * a page needs it (never on page load: a form's first use, or the outbox sender with something due),
 * one widget per container, rendered with our site key and the lead action, managed and shown only
 * if Cloudflare asks the visitor to tick (`appearance: 'interaction-only'`), its token renewed by
 * Turnstile when it expires (`refresh-expired: 'auto'`).
 *
 * `token()` gives a fresh token for each send: a token is single use, so one handed out is never
 * handed out again, and the widget is reset at once to mint the next. It waits at most
 * HUMAN_CHECK_WAIT_MS, then gives null, as it does when the script cannot load (an extension
 * blocks it, offline), the widget errors, the page's policy does not let Turnstile in (the
 * visitor's own page, the staff pages) or no site key is set: a lead then goes without one (the
 * Worker stores it unverified), never held back for the check. No React; the clock and timers are
 * passed in, so tests drive it.
 */
import { HUMAN_CHECK_ACTION, HUMAN_CHECK_TOKEN_MS, TURNSTILE_ORIGIN, TURNSTILE_SCRIPT_URL } from '@/lib/shared/forms/human-check';

/** The longest a send waits for a token: a few seconds, then the lead goes without one (unverified, but never late). */
export const HUMAN_CHECK_WAIT_MS = 4000;
/** A token kept unused longer than this is swapped for a fresh one: it must still be valid (HUMAN_CHECK_TOKEN_MS) when the Worker asks Siteverify, after the send itself. */
export const HUMAN_CHECK_FRESH_MS = HUMAN_CHECK_TOKEN_MS - 60_000;
/** The narrowest container the flexible widget fits (Turnstile's minimum width); a narrower one gets the compact widget. */
const FLEXIBLE_MIN_PX = 300;

/** The part of Turnstile's render options we use (developers.cloudflare.com/turnstile/get-started/client-side-rendering/widget-configurations). */
export interface TurnstileRenderOptions {
  sitekey: string;
  action: string;
  appearance: 'always' | 'execute' | 'interaction-only';
  execution: 'render' | 'execute';
  size: 'normal' | 'flexible' | 'compact';
  'refresh-expired': 'auto' | 'manual' | 'never';
  retry: 'auto' | 'never';
  'response-field': boolean;
  tabindex?: number;
  callback: (token: string) => void;
  'error-callback': (code: string) => boolean | void;
  'expired-callback': () => void;
}

/** The part of Turnstile's client API we use (`window.turnstile`). */
export interface Turnstile {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/** The script being loaded, by document: one script element per page, however many widgets (or bundles) ask. */
const loading = new WeakMap<Document, { script: HTMLScriptElement; api: Promise<Turnstile | null> }>();

/**
 * Loads Turnstile's script once (a script element at TURNSTILE_SCRIPT_URL), resolving to its API, or
 * null when it does not load (blocked, offline) or brings no API: the element is then removed, so a
 * later call may try again. A script another bundle added (the forms' or the outbox sender's) is
 * waited for rather than added twice.
 */
export function loadTurnstile(doc: Document = document): Promise<Turnstile | null> {
  const ready = doc.defaultView?.turnstile;
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(doc);
  if (pending?.script.isConnected) return pending.api;
  const existing = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((element) => element.src === TURNSTILE_SCRIPT_URL);
  const script = existing ?? doc.createElement('script');
  const api = new Promise<Turnstile | null>((resolve) => {
    const failed = () => {
      script.remove();
      resolve(null);
    };
    script.addEventListener('load', () => {
      const loaded = doc.defaultView?.turnstile;
      if (loaded) resolve(loaded);
      else failed();
    });
    script.addEventListener('error', failed);
  });
  if (!existing) {
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    doc.head.append(script);
  }
  loading.set(doc, { script, api });
  void api.then(() => {
    if (loading.get(doc)?.api === api) loading.delete(doc);
  });
  return api;
}

/**
 * Whether the page's own policy lets Turnstile's script in (its CSP meta tag's script-src, else
 * default-src, names TURNSTILE_ORIGIN): the staff pages and the visitor's own page do not, and
 * there no request is made for it. A page without a policy (`npm run dev`) does.
 */
export function pageAllowsHumanCheck(doc: Document = document): boolean {
  const policy = doc.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy" i]')?.content;
  if (!policy) return true;
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map((words) => [words[0]?.toLowerCase() ?? '', words.slice(1)]),
  );
  const sources = directives.get('script-src') ?? directives.get('default-src');
  return !sources || sources.includes(TURNSTILE_ORIGIN);
}

/** Whether the flexible widget fits where it goes (the container, or while it is empty and hidden, the form around it); unknown (no layout) counts as yes. */
function fitsFlexible(container: HTMLElement): boolean {
  const width = container.clientWidth || container.parentElement?.clientWidth || 0;
  return width === 0 || width >= FLEXIBLE_MIN_PX;
}

export interface HumanCheckOptions {
  /** The site key (siteConfig.turnstileSiteKey); null: no widget, and every token is null. */
  siteKey: string | null;
  /** Loads Turnstile (`loadTurnstile` unless given). */
  load?: () => Promise<Turnstile | null>;
  /** Whether the page lets Turnstile in (`pageAllowsHumanCheck` unless given). */
  allowed?: boolean;
  /** The clock. */
  now?: () => number;
  /** The timers (the page's unless given). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Turnstile's tabindex for the widget's frame (-1 where it can never be shown: off screen). */
  tabindex?: number;
}

export interface HumanCheck {
  /** Loads the script and renders the widget, if not done already (a form's first use); `token()` does it too. */
  start(): void;
  /** A fresh token, never handed out before; null within HUMAN_CHECK_WAIT_MS when there is none. */
  token(): Promise<string | null>;
  /** Removes the widget (the form is gone); a token asked for meanwhile is null. */
  remove(): void;
}

/** A minted token not yet handed out, and when it came. */
interface Minted {
  token: string;
  at: number;
}

/** The widget in `container`, with what it has minted and who waits for a token. */
export function createHumanCheck(container: HTMLElement, options: HumanCheckOptions): HumanCheck {
  const { siteKey } = options;
  const load = options.load ?? (() => loadTurnstile(container.ownerDocument));
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const allowed = siteKey !== null && (options.allowed ?? pageAllowsHumanCheck(container.ownerDocument));
  let widget: Promise<{ api: Turnstile; id: string } | null> | null = null;
  let minted: Minted | null = null;
  /** The widget errored since it was last reset: the next ask resets it and tries again. */
  let errored = false;
  let removed = false;
  const waiters: ((token: string | null) => void)[] = [];

  /** Asks the widget for the next token (a reset runs its challenge again); after the callback that handed one out, not inside it. */
  const mintNext = (rendered: { api: Turnstile; id: string }) => {
    minted = null;
    errored = false;
    void Promise.resolve().then(() => {
      if (removed) return;
      try {
        rendered.api.reset(rendered.id);
      } catch {
        errored = true;
      }
    });
  };

  const failWaiters = () => {
    for (const waiter of waiters.splice(0)) waiter(null);
  };

  function render(api: Turnstile | null): { api: Turnstile; id: string } | null {
    if (!api || removed || !siteKey) return null;
    let rendered: { api: Turnstile; id: string } | null = null;
    const onToken = (token: string) => {
      const waiter = waiters.shift();
      if (!waiter) {
        minted = { token, at: now() };
        return;
      }
      waiter(token);
      if (rendered) mintNext(rendered);
      else void Promise.resolve().then(() => rendered && mintNext(rendered));
    };
    try {
      const id = api.render(container, {
        sitekey: siteKey,
        action: HUMAN_CHECK_ACTION,
        appearance: 'interaction-only',
        execution: 'render',
        size: fitsFlexible(container) ? 'flexible' : 'compact',
        'refresh-expired': 'auto',
        retry: 'auto',
        // Our forms send JSON, not the form's fields: no hidden input of Turnstile's in them.
        'response-field': false,
        ...(options.tabindex !== undefined ? { tabindex: options.tabindex } : {}),
        callback: onToken,
        'error-callback': () => {
          errored = true;
          minted = null;
          failWaiters();
          // Handled: the lead goes without a token; Turnstile retries by itself.
          return true;
        },
        'expired-callback': () => {
          minted = null;
        },
      });
      if (typeof id !== 'string') return null;
      rendered = { api, id };
      return rendered;
    } catch {
      return null;
    }
  }

  const start = () => {
    if (!allowed || removed || widget) return;
    const rendering: Promise<{ api: Turnstile; id: string } | null> = load().then(render, () => null);
    widget = rendering;
    // Not loaded or not rendered (offline, blocked): the next ask tries again.
    void rendering.then((rendered) => {
      if (!rendered && widget === rendering) widget = null;
    });
  };

  return {
    start,
    token() {
      start();
      if (!widget) return Promise.resolve(null);
      const pending = widget;
      return new Promise<string | null>((resolve) => {
        let settled = false;
        const finish = (token: string | null) => {
          if (settled) return;
          settled = true;
          clearTimer(timer);
          const index = waiters.indexOf(finish);
          if (index >= 0) waiters.splice(index, 1);
          resolve(token);
        };
        const timer = setTimer(() => finish(null), HUMAN_CHECK_WAIT_MS);
        void pending.then((rendered) => {
          if (settled) return;
          if (!rendered || removed) return finish(null);
          const fresh = minted && now() - minted.at < HUMAN_CHECK_FRESH_MS ? minted.token : null;
          if (fresh) {
            mintNext(rendered);
            return finish(fresh);
          }
          // Kept too long, or the widget errored: run its challenge again and wait for that.
          if (minted || errored) mintNext(rendered);
          waiters.push(finish);
        });
      });
    },
    remove() {
      removed = true;
      failWaiters();
      void widget?.then((rendered) => {
        try {
          if (rendered) rendered.api.remove(rendered.id);
        } catch {
          // Gone already.
        }
      });
    },
  };
}

/**
 * Tokens from a widget nobody sees (the outbox sender's: nobody is at a form to tick), in a
 * container added off screen, hidden from assistive technology and out of the Tab order, on the
 * first ask only: a page that never sends loads nothing. Null without a site key.
 */
export function offScreenHumanCheck(siteKey: string | null, doc: Document = document): () => Promise<string | null> {
  let check: HumanCheck | null = null;
  return () => {
    if (!siteKey) return Promise.resolve(null);
    if (!check) {
      const container = doc.createElement('div');
      container.dataset.humanCheck = 'outbox';
      container.setAttribute('aria-hidden', 'true');
      container.style.cssText = `position:absolute;left:-10000px;top:0;width:${FLEXIBLE_MIN_PX}px`;
      doc.body.append(container);
      check = createHumanCheck(container, { siteKey, tabindex: -1 });
    }
    return check.token();
  };
}

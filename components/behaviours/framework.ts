/**
 * Loads the framework (Next.js and React, or on most pages the islands runtime: React alone) when
 * the page first needs an island, from the manifest the post-build step wrote into the page
 * (lib/framework-scripts.ts), so a page read without using an island never runs React:
 *   - `data-hydrate="load"` on the page: once the page has loaded and painted (the quote, a
 *     booking form), so its first paint never waits for the framework;
 *   - `data-hydrate="visible"`: when that element is in view, from then on (the brand carousel);
 *   - whenever something asks for the islands (`whenIslandsReady` in lib/browser/ui-events.ts: the
 *     callback dialog, the prize draw).
 * The page's flight data is fetched and handed over first (as the inline scripts would have),
 * then the framework's scripts are added. Once the page has painted and the browser is idle, both
 * are fetched into the cache at low priority, without running anything, so an island asked for
 * later starts quickly.
 */
import { frameworkManifest, type FrameworkManifest, type FrameworkScript } from '@/lib/framework-scripts';
import { ISLANDS_NEEDED_EVENT } from '@/lib/browser/ui-events';
import { afterFirstPaint, afterLoad } from './timing';

declare global {
  interface Window {
    /** Next.js's queue of flight data chunks: `[0]` starts it, `[1, text]` adds text. */
    __next_f?: unknown[];
  }
}

/** Set once loading has started; cleared if the flight data could not be fetched, so a later need tries again. */
let loading: Promise<boolean> | null = null;

function addScript(doc: Document, script: FrameworkScript): void {
  // A module the islands runtime imports is fetched beside its entry, and runs when imported.
  if (script.module === 'import') {
    addLink(doc, 'modulepreload', script.src, 'script');
    return;
  }
  const element = doc.createElement('script');
  element.src = script.src;
  // Marked async as the framework's own tags are, so React finds them and does not add them again.
  element.setAttribute('async', '');
  if (script.noModule) element.setAttribute('nomodule', '');
  if (script.module === 'entry') element.type = 'module';
  doc.head.append(element);
}

function addLink(doc: Document, rel: 'prefetch' | 'preload' | 'modulepreload', href: string, as: 'script' | 'fetch', cors = as === 'fetch'): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.as = as;
  link.href = href;
  // Fetched as the module loader or fetch() will ask for it, so that request finds it in the cache.
  if (cors) link.crossOrigin = 'anonymous';
  doc.head.append(link);
}

async function load(doc: Document, { scripts, flight }: FrameworkManifest): Promise<boolean> {
  if (flight) {
    // The scripts download while the data does; they run only once added below.
    for (const script of scripts) if (!script.noModule) addLink(doc, 'preload', script.src, 'script');
    const response = await fetch(flight, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${flight}: ${response.status}`);
    const data = await response.text();
    const queue = (window.__next_f ??= []);
    queue.push([0], [1, data]);
  }
  // The runtime's imports first, so they download beside its entry rather than after it.
  for (const script of scripts) if (script.module === 'import') addScript(doc, script);
  for (const script of scripts) if (script.module !== 'import') addScript(doc, script);
  return true;
}

/** Loads the framework, once; resolves false if the page lists none or it could not load. */
export function loadFramework(doc: Document = document): Promise<boolean> {
  const manifest = frameworkManifest(doc);
  if (!manifest.scripts.length) return Promise.resolve(false);
  loading ??= load(doc, manifest).catch((error: unknown) => {
    console.warn('Could not load the page’s interactive parts', error);
    loading = null;
    return false;
  });
  return loading;
}

/** Fetches the scripts and the data into the cache without running them (browsers with modules skip the polyfill). */
function prefetch(doc: Document, { scripts, flight }: FrameworkManifest): void {
  if (flight) addLink(doc, 'prefetch', flight, 'fetch');
  for (const script of scripts) if (!script.noModule) addLink(doc, 'prefetch', script.src, 'script', script.module !== undefined);
}

/** Once the page has loaded and shown its first content. */
function afterLoadAndPaint(callback: () => void): void {
  afterLoad(() => afterFirstPaint(callback));
}

/** Starts watching for the page's need of the framework; returns a function that stops watching. */
export function startFramework(doc: Document = document): () => void {
  const listeners = new AbortController();
  const manifest = frameworkManifest(doc);
  if (!manifest.scripts.length) return () => {};
  const start = () => void loadFramework(doc);
  window.addEventListener(ISLANDS_NEEDED_EVENT, start, { signal: listeners.signal });
  if (doc.querySelector('[data-hydrate="load"]')) afterLoadAndPaint(start);
  const visible = doc.querySelectorAll('[data-hydrate="visible"]');
  if (visible.length && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    afterLoadAndPaint(() => {
      if (!listeners.signal.aborted) visible.forEach((element) => observer.observe(element));
    });
    listeners.signal.addEventListener('abort', () => observer.disconnect());
  }
  afterLoadAndPaint(() => {
    if (!loading && 'requestIdleCallback' in window) window.requestIdleCallback(() => loading || prefetch(doc, manifest));
  });
  return () => listeners.abort();
}

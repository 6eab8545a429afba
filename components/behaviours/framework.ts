/**
 * Loads the framework (Next.js and React, listed in the page by lib/framework-scripts.ts) when
 * the page first needs an island, so a page read without using one never runs React:
 *   - `data-hydrate="load"` on the page: once the page has loaded (the quote, a booking form);
 *   - `data-hydrate="visible"`: when that element comes into view (the brand carousel);
 *   - whenever something asks for the islands (`whenIslandsReady` in lib/ui-events.ts: the
 *     callback dialog, the prize draw).
 * Once the page has loaded and the browser is idle, it also fetches the scripts into the cache at
 * low priority, without running them, so an island asked for later starts quickly.
 */
import { frameworkScripts, type FrameworkScript } from '@/lib/framework-scripts';
import { ISLANDS_NEEDED_EVENT } from '@/lib/ui-events';

let loaded = false;

function addScript(doc: Document, script: FrameworkScript): void {
  const element = doc.createElement('script');
  element.src = script.src;
  // Marked async as the framework's own tags are, so React finds them and does not add them again.
  element.setAttribute('async', '');
  if (script.noModule) element.setAttribute('nomodule', '');
  doc.head.append(element);
}

/** Adds the framework's scripts to the page, once. Returns false if they were already added. */
export function loadFramework(doc: Document = document): boolean {
  if (loaded) return false;
  loaded = true;
  for (const script of frameworkScripts(doc)) addScript(doc, script);
  return true;
}

/** Fetches the scripts into the cache without running them (modules-capable browsers skip the polyfill). */
function prefetch(doc: Document): void {
  for (const script of frameworkScripts(doc)) {
    if (script.noModule) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = script.src;
    doc.head.append(link);
  }
}

function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

/** Starts watching for the page's need of the framework; returns a function that stops watching. */
export function startFramework(doc: Document = document): () => void {
  const listeners = new AbortController();
  if (!frameworkScripts(doc).length) return () => {};
  const load = () => void loadFramework(doc);
  window.addEventListener(ISLANDS_NEEDED_EVENT, load, { once: true, signal: listeners.signal });
  if (doc.querySelector('[data-hydrate="load"]')) afterLoad(load);
  const visible = doc.querySelectorAll('[data-hydrate="visible"]');
  if (visible.length && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    visible.forEach((element) => observer.observe(element));
    listeners.signal.addEventListener('abort', () => observer.disconnect());
  }
  afterLoad(() => {
    if (loaded) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => loaded || prefetch(doc));
  });
  return () => listeners.abort();
}

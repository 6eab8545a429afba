/**
 * When the behaviours start: after the page's first paint, so nothing of ours stands between the
 * visitor and the first content (a script that runs before the first paint delays it, on a slow
 * phone by the whole of its run).
 */

/** Whether this browser reports paints to a PerformanceObserver. */
function reportsPaints(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

/**
 * Calls back once the page has shown its first content: at once where the browser cannot tell us.
 * The paint is read from the observer's entries (buffered, so a paint already made counts), never
 * from `performance.getEntriesByName`, which test clocks replace with an empty list.
 */
export function afterFirstPaint(callback: () => void): void {
  if (!watchFirstPaint(callback)) callback();
}

/**
 * Calls back once, at the page's first contentful paint (a paint already made counts), and says
 * true; says false, and never calls back, where the browser does not report paints.
 */
export function watchFirstPaint(callback: () => void): boolean {
  if (!reportsPaints()) return false;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return true;
}

/** Calls back once the page has loaded (its load event): at once if it has. */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

/**
 * Loads the behaviours script once the page has shown its first content, so its download and its
 * run never stand before the first paint (a page can load well before it paints). The paint is
 * read from the observer's own entries, not `performance.getEntriesByName` (test clocks such as
 * Playwright's replace that with an empty list). Where the browser does not report paints, or the
 * page loads while hidden (a background tab paints nothing), it loads once the page has.
 */
import { afterLoad, watchFirstPaint } from '@/components/behaviours/timing';

export function loadBehavioursAfterPaint(src: string): void {
  let added = false;
  const load = () => {
    if (added) return;
    added = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  };
  if (!watchFirstPaint(load)) {
    afterLoad(load);
    return;
  }
  afterLoad(() => {
    if (document.visibilityState === 'hidden') load();
  });
}

/**
 * What a page needs to learn whether the lead outbox (lib/leads.ts, which re-exports these) holds
 * anything for it: its storage key, the event sent when it is written, and this page view's id
 * (whose sends are marked with it). Apart, so the behaviours script every page loads
 * (components/behaviours/outbox.ts) can look without taking in the sending code and its messages.
 */

/** The browser storage key of the outbox. */
export const OUTBOX_KEY = 'leadOutbox';
/** The window event sent whenever the outbox is written, so other bundles on the page (islands, behaviours) notice. */
export const OUTBOX_CHANGE_EVENT = 'lead-outbox-change';

let fallbackPageId: number | undefined;

/** This page view's id: when it started (`performance.timeOrigin`), which another tab or the next page does not share; every bundle on the page reads the same. */
export function pageId(): number {
  if (typeof performance !== 'undefined' && typeof performance.timeOrigin === 'number' && performance.timeOrigin > 0) return performance.timeOrigin;
  fallbackPageId ??= Date.now() + Math.random();
  return fallbackPageId;
}

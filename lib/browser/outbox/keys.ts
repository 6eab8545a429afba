/**
 * What a page needs to learn whether the lead outbox (lib/browser/outbox/outbox.ts, which re-exports these) holds
 * anything for it: its storage key, the event sent when it is written, and this page view's id
 * (whose sends are marked with it). Apart, so the behaviours script every page loads
 * (components/behaviours/outbox.ts) can look without taking in the sending code and its messages.
 */

/** The browser storage key of the outbox. */
export const OUTBOX_KEY = 'leadOutbox';
/** The window event sent whenever the outbox is written, so other bundles on the page (islands, behaviours) notice. */
export const OUTBOX_CHANGE_EVENT = 'lead-outbox-change';

/** Where this page view's id is kept: on the window, so each bundle on the page (islands, behaviours, the sender) reads the same one. */
const PAGE_ID = Symbol.for('ember-home-heating.lead-page-view');

/**
 * This page view's id, made once per document (a number no other page view, tab or later page
 * shares: the time with a random fraction). Not `performance.timeOrigin`, which a test clock fixes
 * across navigations.
 */
export function pageId(): number {
  const holder = globalThis as unknown as Record<symbol, number | undefined>;
  holder[PAGE_ID] ??= Date.now() + Math.random();
  return holder[PAGE_ID];
}

/**
 * Whether the results page has a quote to show, known before its first paint. The page's static
 * HTML carries both of its first states: "You have not got a quote yet" (with the way to the
 * wizard) and "Loading your quote…". A small inline script in the page (QUOTE_MARK_SCRIPT, placed
 * before them) marks `<html data-has-quote>` when the address has a share link or this browser a
 * saved quote, and the page's CSS shows the one that applies, so the visitor reads the right one
 * at once and the island only fills in the figures. Not a client module: the page (a server
 * component) renders the script, and the island reads the same rule (hasQuoteToRead).
 */
import { QUOTE_STORAGE_KEY, browserStorage, hasSavedQuote } from '@/lib/browser/quote/storage';

/** The attribute the script sets on `<html>`. */
export const QUOTE_MARK_ATTRIBUTE = 'data-has-quote';

/**
 * The inline script's text: the rule of hasQuoteToRead in plain ES5 (it runs before anything is
 * loaded), silent where storage is blocked. Its hash goes into the page's CSP after the build.
 */
export const QUOTE_MARK_SCRIPT =
  `try{if(new URLSearchParams(location.search).get("q")||localStorage.getItem(${JSON.stringify(QUOTE_STORAGE_KEY)})!==null)` +
  `document.documentElement.setAttribute("${QUOTE_MARK_ATTRIBUTE}","")}catch(e){}`;

/** The share link's `q`, or null. */
export function sharedParam(): string | null {
  return new URLSearchParams(window.location.search).get('q');
}

/** Whether the address has a share link or this browser a saved quote (nothing is read or checked yet). */
export function hasQuoteToRead(): boolean {
  return Boolean(sharedParam()) || hasSavedQuote(browserStorage);
}

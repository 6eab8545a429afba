/**
 * A private link's token, out of the address and kept for the tab: the request's page
 * (lib/shared/contracts/your-request.ts) and the review form (lib/shared/contracts/reviews.ts) are
 * opened from links in our emails that carry `#<lead id>.<secret>` in the fragment (the same shape,
 * REQUEST_TOKEN_PATTERN); left there, it would stay in the address bar, in the tab's history and in
 * whatever reads the address. So each page's inline script (linkTokenScript, rendered before
 * anything else in the page's body) moves it into sessionStorage under the page's own key and takes
 * the fragment out with history.replaceState as the page is parsed, before the behaviours and the
 * framework load. The island reads the same rule (takeLinkToken) when it starts and when a link
 * opens in the same tab (`hashchange`).
 */
import { REQUEST_TOKEN_PATTERN } from '@/lib/shared/contracts/your-request';

/**
 * The inline script's text for a page keeping its token under `key`, the rule of takeLinkToken in
 * plain ES5 (it runs before anything is loaded): a fragment that can be a token is kept for the
 * tab, then taken out of the address; where the browser keeps nothing (storage blocked) it leaves
 * the address to the island, which keeps the token for this visit. Its hash goes into the page's
 * CSP after the build.
 */
export const linkTokenScript = (key: string) =>
  `try{var t=decodeURIComponent(location.hash.slice(1)).trim();` +
  `if(new RegExp(${JSON.stringify(REQUEST_TOKEN_PATTERN.source)},"i").test(t)){` +
  `sessionStorage.setItem(${JSON.stringify(key)},t);` +
  `history.replaceState(history.state,"",location.pathname+location.search)}}catch(e){}`;

/** The token in the address's fragment, if it can be one (another fragment, such as an in-page anchor, is none). */
function tokenInAddress(): string | null {
  try {
    const text = decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
    return REQUEST_TOKEN_PATTERN.test(text) ? text : null;
  } catch {
    // A fragment that is not valid percent-encoding is no token.
    return null;
  }
}

/** The token kept for this tab under `key`, if there is one that can be a token. */
function keptToken(key: string): string | null {
  try {
    const kept = window.sessionStorage.getItem(key);
    return kept && REQUEST_TOKEN_PATTERN.test(kept) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The tab's token under `key`: a token in the address (a link just opened) replaces the one kept
 * and leaves the address, which becomes the page's path alone; otherwise the one kept for the tab
 * (a reload); null when there is neither. Where the browser keeps nothing, the token in the address
 * is still returned (and taken out of it): the page shows what it opens, and a reload asks for the
 * link again.
 */
export function takeLinkToken(key: string): string | null {
  const linked = tokenInAddress();
  if (!linked) return keptToken(key);
  try {
    window.sessionStorage.setItem(key, linked);
  } catch {
    // Storage blocked: the island holds the token for this visit.
  }
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return linked;
}

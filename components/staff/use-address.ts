/**
 * The address as the inbox's state: read with useSyncExternalStore (null in the server render and
 * while hydrating, so the two match and no lead view is ever in the page's HTML), changed with
 * history.pushState, and read again on Back and Forward (popstate), so the browser's own
 * navigation moves between the inbox's views.
 */
import { useSyncExternalStore } from 'react';
import { routeSearch, type InboxRoute } from './inbox-route';

/** Fired on window when the inbox changes the address itself: pushState fires no event. */
const ADDRESS_CHANGE = 'lead-inbox:address';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGE, onChange);
  };
}

const read = () => window.location.search;
const readOnServer = () => null;

/** The query string (`location.search`), or null until the page has hydrated. */
export function useAddress(): string | null {
  return useSyncExternalStore(subscribe, read, readOnServer);
}

/** A view's address on the inbox page (`path`, from the pages table), for links, which also open in a new tab. */
export function inboxHref(path: string, route: InboxRoute): string {
  return `${path}${routeSearch(route)}`;
}

/** Goes to a view: a new history entry, so Back returns (`replace` for a view that must not be returned to, such as an erased lead). */
export function goTo(path: string, route: InboxRoute, { replace = false }: { replace?: boolean } = {}): void {
  const href = inboxHref(path, route);
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(ADDRESS_CHANGE));
}

/**
 * What every view of the signed-in inbox needs from the island: its page's path, the session's CSRF token for
 * changes, a way to another view (with a notice to show there), and what to do when a call
 * answers 401 (the session ended: back to the sign-in form).
 */
import { createContext, use } from 'react';
import type { InboxRoute } from './inbox-route';

export interface Inbox {
  /** The inbox page's path, which every view's address starts with. */
  path: string;
  csrf: string;
  go: (route: InboxRoute, options?: { notice?: string; replace?: boolean }) => void;
  signedOut: () => void;
}

export const InboxContext = createContext<Inbox | null>(null);

export function useInbox(): Inbox {
  const inbox = use(InboxContext);
  if (!inbox) throw new Error('An inbox view is drawn outside the inbox');
  return inbox;
}

'use client';

/**
 * The staff lead inbox (`leadInbox` in the pages table): the one island of its page, over the Worker's
 * inbox API (lib/shared/contracts/inbox.ts). Nothing of a lead is in the page's HTML: the server render only says
 * the inbox is loading; in the browser the island asks whether there is a session, shows the
 * sign-in form if not, and otherwise the view the address names (inbox-route.ts), moving between
 * views with pushState so the browser's Back works. Focus moves to each new view's heading.
 */
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { STAFF_KEY_ACTOR, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { announceIslandsReady } from '@/lib/browser/ui-events';
import { buttonClass } from '@/components/ui/button';
import { CampaignsView } from './campaigns/campaigns-view';
import { inboxApi } from './inbox-api';
import { InboxContext, type Inbox } from './inbox-context';
import { formatWhen } from './inbox-format';
import { nextAfterSignIn, parseRoute, routeSearch, withoutNext, type InboxRoute } from './inbox-route';
import { LoadFailed, MessageBox, VIEW_HEADING } from './inbox-ui';
import { LeadView } from './leads/lead-view';
import { ListView } from './leads/list-view';
import { PersonView } from './leads/person-view';
import { SignInView, type SignedOutWhy } from './sign-in-view';
import { goTo, useAddress } from './use-address';

/** The survey diary and its settings: loaded when staff first open it. */
const DiaryView = lazy(() => import('./diary/diary-view'));
/** The customers' reviews: loaded when staff first open them. */
const ReviewsView = lazy(() => import('./reviews/reviews-view'));

type Session =
  | { state: 'checking' }
  | { state: 'unavailable'; message: string }
  | { state: 'signed-out'; why: SignedOutWhy }
  | { state: 'signed-in'; info: SessionInfo };

function View({ route, search }: { route: InboxRoute; search: string }) {
  switch (route.view) {
    case 'list':
      return <ListView key={search} filters={route.filters} />;
    case 'lead':
      return <LeadView key={route.id} id={route.id} filters={route.filters} />;
    case 'campaigns':
      return <CampaignsView days={route.days} />;
    case 'person':
      return <PersonView />;
    case 'diary':
      return (
        <Suspense fallback={<p role="status" className="text-slate-700">Opening the diary…</p>}>
          <DiaryView diary={route.diary} />
        </Suspense>
      );
    case 'reviews':
      return (
        <Suspense fallback={<p role="status" className="text-slate-700">Opening the reviews…</p>}>
          <ReviewsView />
        </Suspense>
      );
  }
}

/** `path` is the inbox page's own (routes.leadInbox), passed in so the island does not carry the pages table. */
export function LeadInbox({ path }: { path: string }) {
  const search = useAddress();
  const route = useMemo(() => (search === null ? null : parseRoute(search)), [search]);
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [check, setCheck] = useState(0);
  /** A notice for the view at one address (e.g. "The lead has been erased." on the list): gone once the address changes. */
  const [notice, setNotice] = useState<{ search: string; text: string; tone: 'success' | 'error' } | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const shownSearch = useRef<string | null>(null);
  const shownState = useRef<Session['state']>('checking');

  // The page is hydrated: anything waiting on the islands (the behaviours, the tests) may go on.
  useEffect(() => announceIslandsReady(), []);

  // Is there a session? Asked on opening, and again on "Try again".
  useEffect(() => {
    const controller = new AbortController();
    void inboxApi.session(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.ok) setSession(outcome.data.signedIn ? { state: 'signed-in', info: outcome.data } : { state: 'signed-out', why: 'none' });
      else if (outcome.failure === 'signed-out') setSession({ state: 'signed-out', why: 'none' });
      else if (outcome.failure !== 'aborted') setSession({ state: 'unavailable', message: outcome.message });
    });
    return () => controller.abort();
  }, [check]);

  // Focus follows the view: a new address, or signing in, puts it on the new view's heading.
  useEffect(() => {
    const moved = shownSearch.current !== null && shownSearch.current !== search;
    const signedIn = shownState.current === 'signed-out' && session.state === 'signed-in';
    shownSearch.current = search;
    shownState.current = session.state;
    if ((moved || signedIn) && session.state === 'signed-in') box.current?.querySelector<HTMLElement>(`[${VIEW_HEADING}]`)?.focus();
  }, [search, session.state]);

  const inbox = useMemo<Inbox | null>(
    () =>
      session.state === 'signed-in'
        ? {
            path,
            csrf: session.info.csrf,
            go: (next, options) => {
              setNotice(options?.notice ? { search: routeSearch(next), text: options.notice, tone: 'success' } : null);
              goTo(path, next, { replace: options?.replace });
            },
            signedOut: () => setSession({ state: 'signed-out', why: 'ended' }),
          }
        : null,
    [session, path],
  );

  /** Signed in with the form: on to where the address's `next` says (a photo from the lead's email), or the view the address names. */
  function signedIn(info: SessionInfo) {
    const next = nextAfterSignIn(window.location.search, window.location.origin);
    if (next) {
      window.history.replaceState(null, '', `${window.location.pathname}${withoutNext(window.location.search)}`);
      window.location.assign(next);
    }
    setSession({ state: 'signed-in', info });
  }

  async function signOut(csrf: string) {
    setSigningOut(true);
    const outcome = await inboxApi.signOut(csrf);
    setSigningOut(false);
    if (outcome.ok || outcome.failure === 'signed-out') setSession({ state: 'signed-out', why: 'signed-out' });
    else setNotice({ search: search ?? '', text: `Could not sign out. ${outcome.message}`, tone: 'error' });
  }

  const shownNotice = notice && notice.search === search ? notice : null;

  return (
    <div ref={box} className="min-h-64">
      {session.state === 'signed-in' ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-brand-100 pb-3">
          <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
            Signed in{session.info.by !== STAFF_KEY_ACTOR ? ` as ${session.info.by}` : ''} until {formatWhen(session.info.expiresAt)}
          </p>
          <button type="button" className={buttonClass('outline', 'sm')} disabled={signingOut} onClick={() => void signOut(session.info.csrf)}>
            Sign out
          </button>
        </div>
      ) : null}
      <div aria-live="polite">{shownNotice ? <MessageBox tone={shownNotice.tone} className="mb-4">{shownNotice.text}</MessageBox> : null}</div>
      {session.state === 'checking' || route === null ? (
        <p role="status" className="text-slate-700">
          Opening the inbox…
        </p>
      ) : session.state === 'unavailable' ? (
        <LoadFailed
          message={session.message}
          onRetry={() => {
            setSession({ state: 'checking' });
            setCheck((count) => count + 1);
          }}
        />
      ) : session.state === 'signed-out' ? (
        <SignInView why={session.why} onSignedIn={signedIn} />
      ) : inbox ? (
        <InboxContext value={inbox}>
          <View route={route} search={search ?? ''} />
        </InboxContext>
      ) : null}
    </div>
  );
}

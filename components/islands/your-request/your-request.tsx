'use client';

/**
 * The visitor's own request (`yourRequest` in lib/shared/pages.ts, opened at #<token>): the one island of its page. Takes the token
 * out of the address, or finds it kept for the tab (request-token.ts; never sent to a server but
 * in a header or a body), asks the Worker for the request (lib/shared/contracts/your-request.ts) and shows it, or
 * says plainly why it cannot. The photo adder and the cancel step load when first used.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LoadingLine, Notice, PhoneLine } from '@/components/ui/notice';
import { announceIslandsReady } from '@/lib/browser/ui-events';
import { REQUEST_MESSAGES, type RequestView } from '@/lib/shared/contracts/your-request';
import { fetchView } from './request-api';
import { RequestDetails } from './request-details';
import { takeRequestToken } from './request-token';

/** The page's phone number as shown and as a tel: link, and the office's hours, from the page. */
export interface YourRequestProps {
  phone: string;
  phoneHref: string;
  officeHours: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'not-found' | 'gone' | 'too-many' | 'unreachable' }
  | { kind: 'view'; view: RequestView; token: string }
  | { kind: 'cancelled' };

export function YourRequest({ phone, phoneHref, officeHours }: YourRequestProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const cancelledRef = useRef<HTMLDivElement>(null);
  // The last token read: where the browser keeps nothing for the tab, the page still has it for this visit.
  const tokenRef = useRef<string | null>(null);

  const load = useCallback(async (quiet = false) => {
    const token = takeRequestToken() ?? tokenRef.current;
    tokenRef.current = token;
    if (!token) {
      setState({ kind: 'no-token' });
      return;
    }
    if (!quiet) setState({ kind: 'loading' });
    const result = await fetchView(token);
    // A quiet reload (after photos were added) that fails keeps the request as it was on screen.
    if (quiet && result.status === 'unreachable') return;
    setState(result.status === 'ok' ? { kind: 'view', view: result.view, token } : { kind: result.status });
  }, []);

  // The page's one island (its layout has no lead dialogs to say so): the page is hydrated.
  useEffect(() => announceIslandsReady(), []);

  useEffect(() => {
    // Read once on mount, and again if another link opens in this tab (a new fragment, which replaces the token kept).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    const again = () => void load();
    window.addEventListener('hashchange', again);
    return () => window.removeEventListener('hashchange', again);
  }, [load]);

  useEffect(() => {
    if (state.kind === 'cancelled') cancelledRef.current?.focus();
  }, [state.kind]);

  switch (state.kind) {
    case 'loading':
      return (
        <LoadingLine>{REQUEST_MESSAGES.loading}</LoadingLine>
      );
    case 'no-token':
      return (
        <Notice>
          <p>{REQUEST_MESSAGES.noToken}</p>
          <PhoneLine phone={phone} phoneHref={phoneHref} before="If you cannot find it, call us on" />
        </Notice>
      );
    case 'not-found':
      return (
        <Notice tone="problem">
          <p className="font-semibold">{REQUEST_MESSAGES.notFound}</p>
          <PhoneLine phone={phone} phoneHref={phoneHref} />
        </Notice>
      );
    case 'gone':
      return (
        <Notice>
          <p className="font-semibold">{REQUEST_MESSAGES.gone}</p>
        </Notice>
      );
    case 'too-many':
      return (
        <Notice tone="problem">
          <p className="font-semibold">{REQUEST_MESSAGES.tooMany}</p>
          <button type="button" onClick={() => void load()} className={buttonClass('outline', 'md', 'mt-3')}>
            {REQUEST_MESSAGES.tryAgain}
          </button>
        </Notice>
      );
    case 'unreachable':
      return (
        <Notice tone="problem">
          <p className="font-semibold">{REQUEST_MESSAGES.unreachable}</p>
          <button type="button" onClick={() => void load()} className={buttonClass('outline', 'md', 'mt-3')}>
            {REQUEST_MESSAGES.tryAgain}
          </button>
          <PhoneLine phone={phone} phoneHref={phoneHref} before="If it is urgent, call us on" />
        </Notice>
      );
    case 'cancelled':
      return (
        <div ref={cancelledRef} tabIndex={-1} role="status" className="rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4 text-emerald-950">
          <p className="font-semibold">{REQUEST_MESSAGES.cancelled}</p>
          <p className="mt-2">{REQUEST_MESSAGES.gone}</p>
        </div>
      );
    case 'view':
      return (
        <RequestDetails
          view={state.view}
          token={state.token}
          phone={phone}
          phoneHref={phoneHref}
          officeHours={officeHours}
          onPhotosAdded={() => load(true)}
          onCancelled={() => setState({ kind: 'cancelled' })}
          onGone={(kind) => setState({ kind })}
          onChanged={(view) => setState({ kind: 'view', view, token: state.token })}
        />
      );
  }
}

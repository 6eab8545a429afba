'use client';

/**
 * The review form of a finished job (`review` in lib/shared/pages.ts, opened at #<token>): the one
 * island of its page. Takes the token out of the address, or finds it kept for the tab
 * (lib/browser/link-token.ts, under the key the page passes: REVIEW_TOKEN_KEY; never sent to a
 * server but in a header or a body), then loads the job and its form (review-job.tsx) for it, again
 * when another link opens in the tab. What the page starts with is this and React alone: the
 * contract (its schemas, the services and towns) and the form library come with the job.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { LoadingLine, Notice, PhoneLine } from '@/components/ui/notice';
import { takeLinkToken } from '@/lib/browser/link-token';
import { announceIslandsReady } from '@/lib/browser/ui-events';
import { REVIEW_PAGE_WORDS } from './review-words';

const ReviewJob = lazy(() => import('./review-job'));

export interface ReviewProps {
  phone: string;
  phoneHref: string;
  /** The sessionStorage key the token is kept under (REVIEW_TOKEN_KEY), passed in so the island does not carry the contract at start. */
  tokenKey: string;
}

const loading = <LoadingLine>{REVIEW_PAGE_WORDS.loading}</LoadingLine>;

export function Review({ phone, phoneHref, tokenKey }: ReviewProps) {
  // undefined: not read yet (the server's render, and the first in the browser); null: no token.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  // The last token read: where the browser keeps nothing for the tab, the page still has it for this visit.
  const tokenRef = useRef<string | null>(null);

  // The page's one island: the page is hydrated.
  useEffect(() => announceIslandsReady(), []);

  useEffect(() => {
    // Read once on mount, and again if another link opens in this tab (a new fragment, which replaces the token kept).
    const read = () => {
      tokenRef.current = takeLinkToken(tokenKey) ?? tokenRef.current;
      setToken(tokenRef.current);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [tokenKey]);

  if (token === undefined) return loading;
  if (token === null) {
    return (
      <Notice>
        <p>{REVIEW_PAGE_WORDS.noToken}</p>
        <PhoneLine phone={phone} phoneHref={phoneHref} before="If you cannot find it, call us on" />
      </Notice>
    );
  }
  return (
    <Suspense fallback={loading}>
      <ReviewJob key={token} token={token} phone={phone} phoneHref={phoneHref} />
    </Suspense>
  );
}

'use client';

/**
 * The results page (docs/product.md §2.1, `routes.boilerResults`): reads the saved quote (or a share link),
 * recalculates it with today's catalogue, and shows both boilers, the full breakdown, any
 * restriction, what is included and the next steps, with a share link and a print layout.
 *
 * The page paints at once: its static HTML holds both first states, "You have not got a quote
 * yet" (with the way to the wizard) and "Loading your quote…", and the page's mark (quote-mark.ts)
 * shows the one that applies before the first paint. This module is all the page starts with; the
 * results themselves (quote-view.tsx) load with the reader of saved quotes, only when there is a
 * quote to read, and render without holding up the page (a deferred render React can pause).
 */
import { useDeferredValue, useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/browser/quote/storage';
import { loadQuoteReader } from '@/lib/browser/quote/load-reader';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/styles';
import { useBrowserValue } from '@/components/islands/hooks/use-browser-value';
import { hasQuoteToRead, sharedParam } from './quote-mark';
import type { QuoteView } from './quote-view';
import type { ReadyQuote } from './quote-view-state';
import type { QuoteResultsProps } from './results-props';

type View =
  | { kind: 'empty' }
  | { kind: 'failed' }
  | { kind: 'ready'; quote: ReadyQuote; Quote: typeof QuoteView };

/**
 * A share link wins, and becomes this browser's saved quote. The reader of saved quotes and share
 * links (with the answers' zod schema) and the results' own code are loaded only when there is
 * one to read, side by side: a visitor with neither keeps the way to the wizard the page already
 * shows, and downloads neither.
 */
function load(now: Date): View | Promise<View> {
  if (!hasQuoteToRead()) return { kind: 'empty' };
  return Promise.all([loadQuoteReader(), import('./quote-view')]).then(
    ([{ decodeShare, readSavedQuoteWithTicket }, { priceQuote, QuoteView }]): View => {
      const found = decodeShare(sharedParam(), now) ?? readSavedQuoteWithTicket(browserStorage, now);
      const quote = found ? priceQuote(found, now) : null;
      return quote ? { kind: 'ready', quote, Quote: QuoteView } : { kind: 'empty' };
    },
    (error: unknown): View => {
      console.warn('Could not load the saved quote', error);
      return { kind: 'failed' };
    },
  );
}

/** Nothing to subscribe to: whether a quote is there is read once per render, before it is loaded. */
const subscribeToNothing = () => () => {};

/**
 * Before the quote is read: true or false when rendering in the browser (arriving from the
 * wizard, say), null in the static HTML and while hydrating it, where the page's mark decides.
 */
function useQuoteExpected(): boolean | null {
  return useSyncExternalStore(subscribeToNothing, hasQuoteToRead, () => null);
}

/** Hidden once the page's mark says there is a quote (before the island knows for itself). */
const HIDDEN_WITH_QUOTE = '[html[data-has-quote]_&]:hidden';
/** Hidden until the page's mark says there is a quote. */
const HIDDEN_WITHOUT_QUOTE = '[html:not([data-has-quote])_&]:hidden';

export function QuoteResults(props: QuoteResultsProps) {
  // The quote lives in this browser, which the server cannot see.
  const read = useBrowserValue<View>(() => load(new Date()));
  // The results are the page's biggest render: done as a deferred render, which React does in
  // slices the browser can interleave with its own work, so it never blocks the page for long.
  const view = useDeferredValue(read);
  const expected = useQuoteExpected();
  const reading = view === undefined;

  if (view?.kind === 'failed') {
    return (
      <p role="alert" className="rounded-xl bg-brand-50 p-6 text-lg text-slate-800">
        Sorry, your quote did not load. Reload the page to try again, or call us on{' '}
        <a href={props.phoneHref} className="font-semibold underline">
          {props.phone}
        </a>
        .
      </p>
    );
  }

  // Each part keeps its place, so what the static HTML showed stays the same element.
  return (
    <>
      {view?.kind === 'empty' || (reading && expected !== true) ? (
        <div className={cn('rounded-2xl border border-brand-100 bg-white p-8 shadow-sm', reading && expected === null && HIDDEN_WITH_QUOTE)}>
          <h2 className="text-2xl font-bold text-brand-950">You have not got a quote yet</h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Your prices appear here once you have answered the questions in our instant quote. It takes about a minute, and your answers
            stay in this browser.
          </p>
          <a href={props.links.quote} className={buttonClass('primary', 'tall', 'mt-6')}>
            Start your quote
          </a>
        </div>
      ) : null}
      {reading && expected !== false ? (
        <p role="status" className={cn('rounded-xl bg-brand-50 p-6 text-lg text-slate-800', expected === null && HIDDEN_WITHOUT_QUOTE)}>
          Loading your quote…
        </p>
      ) : null}
      {view?.kind === 'ready' ? <view.Quote {...props} quote={view.quote} /> : null}
    </>
  );
}

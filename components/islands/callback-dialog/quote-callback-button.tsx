'use client';

/**
 * A "Request a callback" button for pages (results, contact, funnels). It asks the callback dialog
 * host to open, with the visitor's quote on the results; on a page without one it falls back to
 * calling us.
 */
import type { ReactNode } from 'react';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { requestCallback } from '@/lib/browser/ui-events';

export function QuoteCallbackButton({ className, phoneHref, quote, children }: { className?: string; phoneHref: string; quote?: QuoteLead; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!requestCallback(quote ? { quote } : {})) window.location.assign(phoneHref);
      }}
    >
      {children}
    </button>
  );
}

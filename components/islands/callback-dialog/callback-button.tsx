'use client';

/**
 * A "Request a callback" button for pages (results, contact, funnels). It asks the callback dialog
 * host to open; on a page without one it falls back to calling us.
 */
import type { ReactNode } from 'react';
import { requestCallback } from '@/lib/ui-events';

export function CallbackButton({ className, phoneHref, children }: { className?: string; phoneHref: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!requestCallback()) window.location.assign(phoneHref);
      }}
    >
      {children}
    </button>
  );
}

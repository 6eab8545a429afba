/**
 * A private page's notice in place of its content: `problem` is an alert (the page could not show
 * it), `info` a status. Plain markup: the island that uses it owns the state.
 */
import type { ReactNode } from 'react';

/** A message in place of what a private page shows (a visitor's request, their review form): what happened, and what they can do. */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'problem' }) {
  return (
    <div role={tone === 'problem' ? 'alert' : 'status'} className={tone === 'problem' ? 'rounded-lg bg-red-50 p-4 text-red-900' : 'rounded-lg border-2 border-brand-100 bg-white p-4 text-brand-950'}>
      {children}
    </div>
  );
}

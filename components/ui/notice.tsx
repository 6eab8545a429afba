/**
 * What a private page (a visitor's request, their review form) says in place of its content: a
 * notice (`problem` is an alert: the page could not show it; `info` a status), the line with our
 * number in it, and the line while it loads. Plain markup: the island that uses it owns the state.
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

/** "Call us on <number>." (or another lead-in), the number a tel: link. */
export function PhoneLine({ phone, phoneHref, before = 'Call us on' }: { phone: string; phoneHref: string; before?: string }) {
  return (
    <p className="mt-2">
      {before}{' '}
      <a href={phoneHref} className="font-semibold underline">
        {phone}
      </a>
      .
    </p>
  );
}

/** What the page says while it asks the Worker. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-lg text-slate-700">
      {children}
    </p>
  );
}

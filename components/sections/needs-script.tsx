import type { ReactNode } from 'react';
import { site } from '@/lib/content';
import { mailtoHref, telHref } from '@/lib/shared/forms/phone';

/**
 * Wraps an island that is the page's main part and cannot work without scripts (the quote, a
 * booking form): the framework loads as soon as the page has (`data-hydrate="load"`,
 * components/behaviours/framework.ts). With scripts off it is left out, so nobody types into a
 * form that cannot send, and a note says how to reach us instead (`instead` says something else,
 * for a tool of our own staff).
 */
export function NeedsScript({ what, instead, children }: { what: string; instead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <noscript>
        <p className="rounded-lg border-2 border-accent-700 bg-accent-50 p-5 text-lg text-brand-950">
          {what} needs JavaScript, which is turned off in your browser.{' '}
          {instead ?? (
            <>
              Call us on{' '}
              <a href={telHref(site.phone)} className="font-semibold underline">
                {site.phone}
              </a>{' '}
              or email{' '}
              <a href={mailtoHref(site.email)} className="font-semibold underline [overflow-wrap:anywhere]">
                {site.email}
              </a>{' '}
              and we will help you straight away.
            </>
          )}
        </p>
      </noscript>
      <div className="js-only" data-hydrate="load">
        {children}
      </div>
    </>
  );
}

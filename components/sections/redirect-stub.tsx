import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/config';
import { site } from '@/lib/content';

/** Metadata for an old address: canonical to the new page and kept out of search results. */
export function redirectMetadata(to: string): Metadata {
  return {
    title: { absolute: `Moved | ${site.tradingName}` },
    alternates: { canonical: absoluteUrl(to) },
    robots: { index: false, follow: true },
  };
}

/**
 * The page a static host serves at an old address when it does not read `_redirects`: it
 * refreshes at once to the new page and links to it for anyone whose browser does not refresh.
 */
export function RedirectStub({ to, label }: { to: string; label: string }) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <h1 className="text-2xl font-bold text-brand-900">This page has moved</h1>
      <p className="mt-4 text-lg">
        <a href={to} className="font-semibold text-brand-700 underline underline-offset-2">
          Go to {label}
        </a>
      </p>
    </>
  );
}

import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { headScript } from '@/lib/server/head-script';

/**
 * Inter, self-hosted from the @fontsource-variable package: no call to Google at build or run time.
 * `optional`: the font is used when it is already there for the first paint (from the cache, after
 * the first page), otherwise the size-matched fallback stays, so text never re-renders late (a
 * swap was delaying LCP by ~1.5 s). Not preloaded: 48 KB ahead of the stylesheet delayed the
 * first paint of every first visit (see docs/performance.md).
 */
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
  preload: false,
});

/**
 * The `<html>` and `<body>` of every page: the root layout's, and the not-found page's, which is
 * rendered on its own (app/global-not-found.tsx) so its tree does not travel with every page.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    // The head script may mark <html data-consent> before React hydrates it.
    <html lang="en-GB" className={inter.variable} suppressHydrationWarning>
      {/* The App Router's own <head> (a component outside app/ looks like a page to this rule). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Before paint: mark that scripts run (image fade-in) and the stored cookie choice; after the
            first paint, load the chrome's behaviours and the image placeholders (components/behaviours/).
            Built from components/head-scripts/ by scripts/build-behaviours.ts. */}
        <script dangerouslySetInnerHTML={{ __html: headScript().text }} />
        <noscript>
          <style>{'.consent-banner{display:none}body{padding-bottom:0!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  );
}

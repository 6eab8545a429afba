import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { LAZY_ROOT_MARGIN, LAZY_THRESHOLD, SLOW_IMAGE_MS } from '@/content/pricing';
import { site } from '@/lib/content';
import { CONSENT_BOOT_SCRIPT } from '@/lib/consent';
import { siteConfig } from '@/lib/config';
import './globals.css';

/**
 * Inter, self-hosted from the @fontsource-variable package: no call to Google at build or run time.
 * `optional`: the preloaded font is used when it arrives in time for the first paint, otherwise the
 * size-matched fallback stays, so text never re-renders late (a swap was delaying LCP by ~1.5 s).
 */
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '100 900',
});

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  applicationName: site.tradingName,
  title: { default: site.tradingName, template: `%s | ${site.tradingName}` },
  description: site.tagline,
  formatDetection: { telephone: false },
  other: {
    // The business phone and email in page metadata (spec §3).
    'business:contact_data:phone_number': site.phone,
    'business:contact_data:email': site.email,
  },
};

export const viewport: Viewport = {
  themeColor: '#142a4c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script may mark <html data-consent> before React hydrates it.
    <html lang="en-GB" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Before paint: mark that scripts run (image fade-in) and the stored cookie choice. */}
        <script dangerouslySetInnerHTML={{ __html: `document.documentElement.classList.add('js');${CONSENT_BOOT_SCRIPT}` }} />
        {/* Placeholders, fade-in, error text and slow-image warnings for every image (no React). */}
        <script src="/smart-images.js" defer data-slow-ms={SLOW_IMAGE_MS} data-root-margin={LAZY_ROOT_MARGIN} data-threshold={LAZY_THRESHOLD} />
        <noscript>
          <style>{'.consent-banner{display:none}body{padding-bottom:0!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  );
}

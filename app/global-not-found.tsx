import type { Metadata } from 'next';
import { Document } from '@/components/layout/document';
import { SiteChrome } from '@/components/layout/site-chrome';
import { CallLink, QuoteLink } from '@/components/sections/action-links';
import { NotFoundMessage } from '@/components/sections/not-found-message';
import { buttonClass } from '@/components/ui/button';
import { messages } from '@/content/messages';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { siteMetadata, siteViewport } from '@/lib/seo';
import './globals.css';

export const metadata: Metadata = {
  ...siteMetadata,
  title: { absolute: `${messages.notFoundTitle} | ${site.tradingName}` },
  robots: { index: false, follow: true },
};
export const viewport = siteViewport;

/**
 * Served as `404.html` with status 404 for every unknown path (docs/product.md §8). A global
 * not-found page renders its own document, so its tree is not carried in every page's data.
 */
export default function NotFound() {
  return (
    <Document>
      <SiteChrome floatingWidgets>
        <section className="mx-auto max-w-3xl px-4 py-20 text-center">
          <NotFoundMessage />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={routes.home} className={buttonClass('primary')}>
              {messages.backToHome}
            </a>
            <QuoteLink variant="outline" size="md" />
            <CallLink variant="ghost" size="md" />
          </div>
        </section>
      </SiteChrome>
    </Document>
  );
}

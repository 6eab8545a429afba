import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundMessage } from '@/components/sections/not-found-message';
import { buttonClass } from '@/components/ui/button';
import { messages } from '@/content/messages';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { CallLink, QuoteLink } from '@/components/sections/action-links';

export const metadata: Metadata = {
  title: { absolute: `${messages.notFoundTitle} | ${site.tradingName}` },
  robots: { index: false, follow: true },
};

/** Served as `404.html` with status 404 for every unknown path (spec §8). */
export default function NotFound() {
  return (
    <SiteChrome floatingWidgets>
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <NotFoundMessage />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={routes.home} prefetch={false} className={buttonClass('primary')}>
            {messages.backToHome}
          </Link>
          <QuoteLink variant="outline" size="md" prefetch={false} />
          <CallLink variant="ghost" size="md" />
        </div>
      </section>
    </SiteChrome>
  );
}

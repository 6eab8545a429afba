import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundMessage } from '@/components/sections/not-found-message';
import { buttonClass } from '@/components/ui/button';
import { messages } from '@/content/messages';
import { site } from '@/lib/content';
import { routes, telHref } from '@/lib/routes';

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
          <Link href={routes.instantQuote} prefetch={false} className={buttonClass('outline')}>
            Get boiler prices
          </Link>
          <a href={telHref(site.phone)} className={buttonClass('ghost')}>
            Call {site.phone}
          </a>
        </div>
      </section>
    </SiteChrome>
  );
}

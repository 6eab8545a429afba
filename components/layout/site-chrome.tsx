import type { ReactNode } from 'react';
import { LeadDialogs } from '@/components/islands/lead-dialogs/lead-dialogs';
import { IslandRoot } from '@/components/islands/runtime/island-root';
import { ChromeBottom, ChromeTop } from '@/components/layout/chrome-parts';
import { chromeHtml } from '@/lib/server/chrome-html';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';

/** Static HTML in the page with no box of its own (`display: contents`), so the layout is as if it were written in place. */
function StaticHtml({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The layout of docs/product.md §2.4 around a page. The chrome is server HTML that the behaviours script
 * upgrades (components/behaviours/); in a production build it is the static markup that
 * scripts/build-chrome.tsx rendered once, which React leaves alone (it never hydrates it, and it
 * is one string in the page's data), while `next dev` renders the components live so edits show.
 * `floatingWidgets` adds the Get Help button, live chat and the exit-intent prize draw; the two
 * sales funnels leave them out. Every page can open the callback dialog (the one React island of
 * the chrome) and resends any lead that failed earlier.
 */
export function SiteChrome({ children, floatingWidgets }: { children: ReactNode; floatingWidgets: boolean }) {
  const prebuilt = process.env.NODE_ENV === 'production' ? chromeHtml() : null;
  return (
    <>
      {prebuilt ? <StaticHtml html={prebuilt.top} /> : <ChromeTop />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {prebuilt ? <StaticHtml html={floatingWidgets ? prebuilt.bottom : prebuilt.bottomFunnel} /> : <ChromeBottom floatingWidgets={floatingWidgets} />}
      <IslandRoot
        name="lead-dialogs"
        component={LeadDialogs}
        props={{ phone: site.phone, phoneHref: telHref(site.phone), termsHref: routes.terms, offersHref: routes.offers, exitIntent: floatingWidgets }}
      />
    </>
  );
}

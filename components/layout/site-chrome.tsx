import type { ReactNode } from 'react';
import { LeadDialogs } from '@/components/islands/lead-dialogs/lead-dialogs';
import { ConsentBanner } from '@/components/layout/consent-banner';
import { GetHelp } from '@/components/layout/get-help';
import { OfferBanner } from '@/components/layout/offer-banner';
import { PhoneStrip } from '@/components/layout/phone-strip';
import { SecondaryNav } from '@/components/layout/secondary-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { siteConfig } from '@/lib/config';
import { site } from '@/lib/content';
import { routes, telHref } from '@/lib/routes';

/**
 * The layout of spec §2.4 around a page, all of it server HTML that the behaviours script upgrades
 * (components/behaviours/). `floatingWidgets` adds the Get Help button, live chat and the
 * exit-intent prize draw; the two sales funnels leave them out. Every page can open the callback
 * dialog (the one React island of the chrome) and resends any lead that failed earlier.
 */
export function SiteChrome({ children, floatingWidgets }: { children: ReactNode; floatingWidgets: boolean }) {
  const phoneHref = telHref(site.phone);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      {/* First in the page, so it is read and reached first; on phones it sits above the page. */}
      <ConsentBanner privacyHref={routes.privacy} />
      <OfferBanner />
      <PhoneStrip />
      <SiteHeader />
      <SecondaryNav />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {floatingWidgets ? (
        <>
          <GetHelp />
          <div hidden data-module="chat" data-app-id={siteConfig.chatAppId ?? ''} data-phone-href={phoneHref} />
          <div hidden data-module="exit-intent" />
        </>
      ) : null}
      <LeadDialogs phone={site.phone} phoneHref={phoneHref} termsHref={routes.terms} offersHref={routes.offers} exitIntent={floatingWidgets} />
    </>
  );
}

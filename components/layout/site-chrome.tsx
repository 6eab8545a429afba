import type { ReactNode } from 'react';
import { GetHelpLauncher } from '@/components/layout/get-help-launcher';
import { OfferBanner } from '@/components/layout/offer-banner';
import { PhoneStrip } from '@/components/layout/phone-strip';
import { SecondaryNav } from '@/components/layout/secondary-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/**
 * The layout of spec §2.4 around a page. `floatingWidgets` adds the Get Help button (and, with the
 * lead and chat features, the exit-intent popup); the two sales funnels leave them out.
 */
export function SiteChrome({ children, floatingWidgets }: { children: ReactNode; floatingWidgets: boolean }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <OfferBanner />
      <PhoneStrip />
      <SiteHeader />
      <SecondaryNav />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {floatingWidgets ? <GetHelpLauncher /> : null}
    </>
  );
}

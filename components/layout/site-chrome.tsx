import type { ReactNode } from 'react';
import { CallbackDialogHost } from '@/components/islands/callback-dialog/callback-dialog-host';
import { ChatLoader } from '@/components/islands/chat/chat-loader';
import { ConsentBanner } from '@/components/islands/consent/consent-banner';
import { ExitIntentTrigger } from '@/components/islands/exit-intent/exit-intent-trigger';
import { OutboxFlusher } from '@/components/islands/outbox/outbox-flusher';
import { GetHelpLauncher } from '@/components/layout/get-help-launcher';
import { OfferBanner } from '@/components/layout/offer-banner';
import { PhoneStrip } from '@/components/layout/phone-strip';
import { SecondaryNav } from '@/components/layout/secondary-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { siteConfig } from '@/lib/config';
import { site } from '@/lib/content';
import { routes, telHref } from '@/lib/routes';

/**
 * The layout of spec §2.4 around a page. `floatingWidgets` adds the Get Help button and the
 * exit-intent prize draw; the two sales funnels leave them out. Every page can open the callback
 * dialog and resends any lead that failed earlier.
 */
export function SiteChrome({ children, floatingWidgets }: { children: ReactNode; floatingWidgets: boolean }) {
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
      {floatingWidgets ? <GetHelpLauncher /> : null}
      {floatingWidgets ? <ExitIntentTrigger phone={site.phone} phoneHref={telHref(site.phone)} termsHref={routes.terms} offersHref={routes.offers} /> : null}
      {floatingWidgets ? <ChatLoader appId={siteConfig.chatAppId} phoneHref={telHref(site.phone)} /> : null}
      <CallbackDialogHost phone={site.phone} phoneHref={telHref(site.phone)} />
      <OutboxFlusher />
    </>
  );
}

import { ConsentBanner } from '@/components/layout/consent-banner';
import { GetHelp } from '@/components/layout/get-help';
import { LeadOutboxNotice } from '@/components/layout/lead-outbox-notice';
import { OfferBanner } from '@/components/layout/offer-banner';
import { PhoneStrip } from '@/components/layout/phone-strip';
import { SecondaryNav } from '@/components/layout/secondary-nav';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { siteConfig } from '@/lib/config';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';

/**
 * The chrome around every page's main content (docs/product.md §2.4), in the two parts that stand before and
 * after it. Static server HTML with no React state: scripts/build-chrome.tsx renders each part to
 * a string once per build, so pages carry it as markup React never hydrates (see site-chrome.tsx).
 */

/** Before the main content: skip link, cookie choice, offer banner, phone strip, header, service links. */
export function ChromeTop() {
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
    </>
  );
}

/**
 * After the main content: the footer, the notice of leads kept in this browser (every page, the
 * funnels too) and, except on the funnels, Get Help, chat and the prize draw trigger.
 */
export function ChromeBottom({ floatingWidgets }: { floatingWidgets: boolean }) {
  return (
    <>
      <SiteFooter />
      <LeadOutboxNotice />
      {floatingWidgets ? (
        <>
          <GetHelp />
          <div hidden data-module="chat" data-app-id={siteConfig.chatAppId ?? ''} data-phone-href={telHref(site.phone)} />
          <div hidden data-module="exit-intent" />
        </>
      ) : null}
    </>
  );
}

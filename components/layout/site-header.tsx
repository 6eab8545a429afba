import { AdvicePanel, BoilerPricesPanel, boilerPriceTiles } from '@/components/layout/mega-menu-panels';
import { Logo } from '@/components/layout/logo';
import { LinkList } from '@/components/layout/nav-links';
import { SmartLink } from '@/components/ui/smart-link';
import { MegaMenu } from '@/components/layout/mega-menu';
import { buttonClass } from '@/components/ui/button';
import { MenuIcon, PhoneIcon } from '@/components/ui/icons';
import { SideSheet } from '@/components/ui/side-sheet';
import { site } from '@/lib/content';
import { adviceNav, faqNav, headerButtons, serviceNav } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';
import { CallLink } from '@/components/sections/action-links';
import { textLinkClass } from '@/components/ui/styles';

const navItemClass = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 xl:px-3 xl:text-base';

/** The id of the slide-in menu's dialog. */
const MOBILE_MENU_ID = 'site-menu';

/** The navigation inside the slide-in menu on tablets and phones. */
function MobileNavigation() {
  const linkClass = textLinkClass('nav');
  const headingClass = 'mt-4 mb-1 px-2 text-sm font-bold tracking-wide text-slate-700 uppercase';
  return (
    <nav aria-label="Menu">
      <div className="grid gap-2">
        {headerButtons().map((link, index) => (
          <SmartLink key={link.href} link={link} className={buttonClass(index === 1 ? 'primary' : 'outline', 'md', 'w-full')} />
        ))}
      </div>
      <h3 className={headingClass}>Get boiler prices</h3>
      <LinkList links={boilerPriceTiles().map((tile) => tile.link)} linkClassName={linkClass} />
      <h3 className={headingClass}>Services</h3>
      <LinkList links={serviceNav} linkClassName={linkClass} />
      <h3 className={headingClass}>Advice &amp; FAQs</h3>
      <LinkList links={[{ label: 'All FAQs', href: routes.faqs }, ...faqNav.slice(0, 4), ...adviceNav.slice(0, 3)]} linkClassName={linkClass} />
      <h3 className={headingClass}>More</h3>
      <LinkList
        links={[
          { label: 'Areas we cover', href: routes.serviceAreas },
          { label: 'Contact us', href: routes.contact },
          { label: 'Book a video survey', href: routes.bookVideoSurvey },
        ]}
        linkClassName={linkClass}
      />
      <CallLink variant="secondary" size="md" className="mt-4 w-full" />
    </nav>
  );
}

/**
 * The sticky header (docs/product.md §2.4): logo, desktop menu, three buttons, and the slide-in menu below 1024 px.
 * Opaque: a frosted (backdrop-blur) header over 95% white looked the same and made the browser blur
 * what lies beneath it again on every frame the page scrolls or a dialog opens over it.
 */
export function SiteHeader() {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-brand-100 bg-white print:static">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 xl:gap-3 xl:px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center lg:flex">
          <MegaMenu id="menu-boiler-prices" label="Get boiler prices">
            <BoilerPricesPanel />
          </MegaMenu>
          <MegaMenu id="menu-advice" label="Advice & FAQs">
            <AdvicePanel />
          </MegaMenu>
          <a href={routes.serviceAreas} className={navItemClass}>
            Areas
          </a>
          <a href={routes.contact} className={navItemClass}>
            Contact
          </a>
        </nav>
        <div className="hidden items-center gap-1.5 lg:flex xl:gap-2">
          {headerButtons().map((link, index) => (
            <SmartLink key={link.href} link={link} className={buttonClass(index === 1 ? 'primary' : 'outline', 'compact')} />
          ))}
        </div>
        <div className="flex shrink-0 items-center gap-2 lg:hidden">
          <a
            href={telHref(site.phone)}
            className="hidden size-11 items-center justify-center rounded-lg bg-brand-800 text-white hover:bg-brand-900 min-[375px]:inline-flex"
            aria-label={`Call us on ${site.phone}`}
          >
            <PhoneIcon />
          </a>
          <button
            type="button"
            commandfor={MOBILE_MENU_ID}
            command="show-modal"
            aria-haspopup="dialog"
            aria-controls={MOBILE_MENU_ID}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border-2 border-brand-800 px-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            <MenuIcon />
            Menu
          </button>
          <SideSheet id={MOBILE_MENU_ID} title="Menu" closeLabel="Close menu" side="left">
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
              <MobileNavigation />
            </div>
          </SideSheet>
        </div>
      </div>
    </header>
  );
}

import Link from 'next/link';
import { AdvicePanel, BoilerPricesPanel, boilerPriceTiles } from '@/components/layout/mega-menu-panels';
import { Logo } from '@/components/layout/logo';
import { LinkList } from '@/components/layout/nav-links';
import { SmartLink } from '@/components/ui/smart-link';
import { MegaMenu } from '@/components/islands/mega-menu/mega-menu';
import { MobileMenu } from '@/components/islands/mobile-menu/mobile-menu';
import { buttonClass } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { site } from '@/lib/content';
import { adviceNav, faqNav, headerButtons, serviceNav } from '@/lib/navigation';
import { routes, telHref } from '@/lib/routes';
import { CallLink } from '@/components/sections/action-links';

const navItemClass = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 xl:px-3 xl:text-base';

/** The navigation inside the slide-in menu on tablets and phones. */
function MobileNavigation() {
  const linkClass = 'flex min-h-11 items-center rounded-md px-2 text-brand-900 hover:bg-brand-50';
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

/** The sticky header (spec §2.4): logo, desktop menu, three buttons, and the slide-in menu below 1024 px. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur print:static">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 xl:gap-3 xl:px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center lg:flex">
          <MegaMenu label="Get boiler prices">
            <BoilerPricesPanel />
          </MegaMenu>
          <MegaMenu label="Advice & FAQs">
            <AdvicePanel />
          </MegaMenu>
          <Link href={routes.serviceAreas} prefetch={false} className={navItemClass}>
            Areas
          </Link>
          <Link href={routes.contact} prefetch={false} className={navItemClass}>
            Contact
          </Link>
        </nav>
        <div className="hidden items-center gap-1.5 lg:flex xl:gap-2">
          {headerButtons().map((link, index) => (
            <SmartLink key={link.href} link={link} className={buttonClass(index === 1 ? 'primary' : 'outline', 'compact')} />
          ))}
        </div>
        <div className="flex items-center gap-2 lg:hidden">
          <a
            href={telHref(site.phone)}
            className="hidden size-11 items-center justify-center rounded-lg bg-brand-800 text-white hover:bg-brand-900 min-[375px]:inline-flex"
            aria-label={`Call us on ${site.phone}`}
          >
            <PhoneIcon />
          </a>
          <MobileMenu title="Menu">
            <MobileNavigation />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

import { GasSafeBadge } from '@/components/layout/gas-safe-badge';
import { Logo } from '@/components/layout/logo';
import { LinkList } from '@/components/layout/nav-links';
import { SmartLink } from '@/components/ui/smart-link';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { baseTownsText, site } from '@/lib/content';
import { footerServiceLinks, footerTownLinks, quickLinks } from '@/lib/navigation';
import { routes } from '@/lib/routes';
import { mailtoHref, telHref } from '@/lib/shared/forms/phone';
import { cn, textLinkClass } from '@/components/ui/styles';

const linkClass = textLinkClass('footer');
const headingClass = 'mb-3 text-base font-bold text-white';

/** Footer on every page (docs/product.md §2.4): quick links, services, the 38 towns, contact details, Gas Safe. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <Logo inverse />
          <p className="mt-3 text-sm">{site.tagline}.</p>
          <h2 id="footer-contact" className="sr-only">
            Contact us
          </h2>
          <ul className="mt-4 space-y-1">
            <li>
              <a href={telHref(site.phone)} className={cn(linkClass, 'gap-2 font-semibold text-white')}>
                <PhoneIcon size={18} />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(site.email)} className={cn(linkClass, 'gap-2')}>
                <MailIcon size={18} className="shrink-0" />
                <span className="[overflow-wrap:anywhere]">{site.email}</span>
              </a>
            </li>
          </ul>
          <ul className="mt-3 space-y-1 text-sm">
            {site.openingHours.map((slot) => (
              <li key={slot.days}>
                {slot.days}: {slot.hours}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">Bases in {baseTownsText}.</p>
          <div className="mt-4">
            <GasSafeBadge />
          </div>
        </section>
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick links
          </h2>
          <LinkList links={quickLinks} linkClassName={linkClass} />
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Services
          </h2>
          <LinkList links={footerServiceLinks()} linkClassName={linkClass} />
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas" className={headingClass}>
            Areas we cover
          </h2>
          <LinkList links={footerTownLinks()} className="grid grid-cols-2 gap-x-4 text-sm" linkClassName={linkClass} />
        </section>
      </div>
      <div className="border-t border-brand-800">
        {/* Extra room at the bottom keeps the last links clear of the floating Get Help button. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-4 pb-24 text-sm">
          <p>
            © {year} {site.legalName}. All prices include VAT.
          </p>
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <SmartLink link={{ label: 'Privacy policy', href: routes.privacy }} className={linkClass} />
            </li>
            <li>
              <SmartLink link={{ label: 'Terms and conditions', href: routes.terms }} className={linkClass} />
            </li>
            <li>
              <SmartLink link={{ label: 'Reviews policy', href: routes.reviewsPolicy }} className={linkClass} />
            </li>
            <li>
              {/* Shows the cookie choice again (components/behaviours/consent.ts); nothing to change with scripts off. */}
              <button type="button" data-module="cookie-settings" className={cn('js-only', linkClass)}>
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { CallLink } from '@/components/ui/call-link';
import { textLinkClass } from '@/components/ui/styles';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';

/**
 * A visitor's own pages (their request, opened from the link in our email with its secret in the
 * address): the brand and our number, the page, and the privacy and terms links. None of the
 * marketing chrome: no offer banner or countdown, menus, Get Help, chat, exit-intent prize draw or
 * callback dialog, so no script of another site runs here, and the page's own policy allows none
 * (lib/server/security.ts, PRIVATE_PAGE_PATHS). Nor the notice of leads kept in this browser (the
 * outbox still sends them from here; the site's other pages show it): photos added here that must
 * wait are said so by the photo adder itself.
 */
export default function PrivateLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4">
          <Logo />
          <CallLink phone={site.phone} iconSize={18} className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand-800 underline-offset-2 hover:underline" />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-brand-100 bg-brand-50 print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-6 text-sm text-slate-800">
          <p>
            © {new Date().getFullYear()} {site.legalName}. All prices include VAT.
          </p>
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <a href={routes.privacy} className={textLinkClass('action')}>
                Privacy policy
              </a>
            </li>
            <li>
              <a href={routes.terms} className={textLinkClass('action')}>
                Terms and conditions
              </a>
            </li>
          </ul>
        </div>
      </footer>
    </>
  );
}

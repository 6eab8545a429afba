import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { PAGES } from '@/lib/shared/pages';

/**
 * Pages for the business's own staff (the lead inbox): the brand and the page's name, then the
 * work. None of the marketing chrome: no offer banner, menus or footer, no floating widgets,
 * chat or exit-intent prize draw, and no callback dialog, so nothing loads that staff do not use.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex min-h-16 max-w-5xl flex-wrap items-center gap-x-3 px-4">
          <Logo />
          <span aria-hidden="true" className="h-6 w-px bg-brand-200" />
          <h1 className="text-xl font-bold text-brand-900">{PAGES.leadInbox.label}</h1>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}

import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { rootPage } from '@/lib/root-pages';

/**
 * The root route's pages with the full chrome and the floating widgets, as in app/(site); an old
 * address is a bare page that refreshes to the new one.
 */
export default async function RootPageLayout({ children, params }: { children: ReactNode; params: Promise<{ page: string }> }) {
  if (rootPage((await params).page)?.draw === 'moved') return <main className="mx-auto max-w-xl px-4 py-20 text-center">{children}</main>;
  return <SiteChrome floatingWidgets>{children}</SiteChrome>;
}

import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

/** The two sales funnels: the same chrome without floating widgets or the exit-intent popup (docs/product.md §2.4). */
export default function FunnelLayout({ children }: { children: ReactNode }) {
  return <SiteChrome floatingWidgets={false}>{children}</SiteChrome>;
}

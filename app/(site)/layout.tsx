import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';

/** Every page with the full chrome and the floating widgets. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome floatingWidgets>{children}</SiteChrome>;
}

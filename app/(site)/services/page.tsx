import type { Metadata } from 'next';
import { ServicesHub } from '@/components/sections/services-hub';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** /services/ shows the same page as /heating-services/ (docs/product.md §2.1 alias). */
export const metadata: Metadata = pageMetadata({
  title: 'Heating Services',
  description:
    'Boiler installation, repairs, servicing, power flushing, heat pumps, air conditioning and solar across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire.',
  path: '/services/',
  canonicalPath: routes.services,
});

export default function ServicesPage() {
  return <ServicesHub />;
}

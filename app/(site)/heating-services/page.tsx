import type { Metadata } from 'next';
import { ServicesHub } from '@/components/sections/services-hub';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const description =
  'Boiler installation, repairs, servicing, power flushing, heat pumps, air conditioning and solar across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire.';

export const metadata: Metadata = pageMetadata({ title: 'Heating Services', description, path: routes.services });

export default function HeatingServicesPage() {
  return <ServicesHub />;
}

import type { Metadata } from 'next';
import { PageHeader } from '@/components/sections/page-header';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Your Boiler Quote',
  description: 'Your fixed boiler prices: a standard and a premium boiler sized to your home, with the full price breakdown and your next steps.',
  path: routes.boilerResults,
});

export default function BoilerResultsPage() {
  return (
    <PageHeader
      trail={[{ label: 'Your quote', href: routes.boilerResults }]}
      title="Your boiler quote"
      lead="Your recommended boilers and fixed prices, with the full breakdown."
    />
  );
}

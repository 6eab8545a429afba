import type { Metadata } from 'next';
import { Hero } from '@/components/sections/hero';
import { REPAIR_VISIT_PRICE } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Fast Boiler Repairs by Gas Safe Engineers',
  description: `Boiler broken down? A Gas Safe engineer visit for ${formatGbp(REPAIR_VISIT_PRICE)}, often the same or next day, across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire.`,
  path: routes.sameDayRepairFunnel,
});

export default function SameDayRepairsFunnelPage() {
  return (
    <Hero
      trail={[{ label: 'Boiler repairs', href: routes.sameDayRepairFunnel }]}
      eyebrow="Boiler repairs"
      title="Boiler broken down? We can usually be there today or tomorrow"
      lead={`A Gas Safe engineer visit costs ${formatGbp(REPAIR_VISIT_PRICE)}, with the price of any parts agreed before work starts. Most faults are fixed on the first visit.`}
      points={['Same or next day visits', 'All major boiler brands', 'Price agreed before we start', 'Gas Safe registered engineers']}
      primary={{ label: 'Book a repair', href: routes.bookRepair }}
      secondary={{ label: 'Contact us', href: routes.contact }}
    />
  );
}

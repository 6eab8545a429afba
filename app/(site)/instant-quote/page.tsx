import type { Metadata } from 'next';
import { PageHeader } from '@/components/sections/page-header';
import { BRAND_STARTING_PRICES, formatGbp } from '@/content/pricing';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Get Your Fixed Boiler Price Online',
  description: `Answer a few questions about your home and see fixed installed prices for a standard and a premium boiler, from ${formatGbp(BRAND_STARTING_PRICES['worcester-bosch'])} including VAT.`,
  path: routes.instantQuote,
});

export default function InstantQuotePage() {
  return (
    <PageHeader
      trail={[{ label: 'Instant quote', href: routes.instantQuote }]}
      title="Get your fixed boiler price"
      lead="Answer a few quick questions about your home and your current boiler, and see your fixed installed price, including VAT."
    />
  );
}

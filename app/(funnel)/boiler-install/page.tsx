import type { Metadata } from 'next';
import { Hero } from '@/components/sections/hero';
import { FINANCE_APR, PRICE_MATCH_BEAT_BY, WARRANTY_SELECTED_YEARS } from '@/content/pricing';
import { BRAND_STARTING_PRICES } from '@/content/starting-prices';
import { formatGbp } from '@/content/format';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'New Boiler Installation at a Fixed Price',
  description: `A new boiler fitted from ${formatGbp(BRAND_STARTING_PRICES['worcester-bosch'])} including VAT, next day installation available, warranties up to ${WARRANTY_SELECTED_YEARS} years. Get your fixed price in a minute.`,
  path: routes.boilerInstallFunnel,
});

export default function BoilerInstallFunnelPage() {
  return (
    <Hero
      trail={[{ label: 'New boiler installation', href: routes.boilerInstallFunnel }]}
      eyebrow="New boiler installation"
      title={`A new boiler fitted from ${formatGbp(BRAND_STARTING_PRICES['worcester-bosch'])}, at a fixed price`}
      lead={`See your fixed installed price online in about a minute, then confirm it with a free survey. We beat any like-for-like written quote by ${formatGbp(PRICE_MATCH_BEAT_BY)}.`}
      points={['Next day installation available', 'Gas Safe registered engineers', `${FINANCE_APR} finance available`, `Warranties up to ${WARRANTY_SELECTED_YEARS} years`]}
      primary={{ label: 'Get boiler prices', href: routes.instantQuote }}
      secondary={{ label: 'Book a free survey', href: routes.bookFreeSurvey }}
    />
  );
}

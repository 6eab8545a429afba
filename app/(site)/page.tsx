import type { Metadata } from 'next';
import { Hero } from '@/components/sections/hero';
import { BRAND_STARTING_PRICES, WARRANTY_SELECTED_YEARS, formatGbp } from '@/content/pricing';
import { site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: `New Boilers from ${formatGbp(BRAND_STARTING_PRICES['worcester-bosch'])} | Fixed Price Boiler Installation | ${site.tradingName}`,
  absoluteTitle: true,
  description: `Fixed-price boiler installation, repairs and servicing by Gas Safe engineers across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire. Get your price online in a minute.`,
  path: routes.home,
});

export default function HomePage() {
  return (
    <Hero
      eyebrow="Gas Safe registered · Fixed prices including VAT"
      title="New boilers fitted by local engineers, at a fixed price"
      lead={`Answer a few questions and see your fixed installed price in about a minute. Next day installation available, with warranties of up to ${WARRANTY_SELECTED_YEARS} years on selected boilers.`}
      points={['Next day installation available', 'Gas Safe registered engineers', 'Fixed price, 0% APR available', `Warranties up to ${WARRANTY_SELECTED_YEARS} years`]}
      primary={{ label: 'Get boiler prices', href: routes.instantQuote }}
      secondary={{ label: 'Book a free survey', href: routes.bookFreeSurvey }}
    />
  );
}

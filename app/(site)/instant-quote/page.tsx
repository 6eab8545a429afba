import type { Metadata } from 'next';
import { QuoteWizard } from '@/components/islands/quote-wizard/quote-wizard';
import { NeedsScript } from '@/components/sections/needs-script';
import { HeaderedPage } from '@/components/sections/page-header';
import { BRAND_STARTING_PRICES } from '@/content/starting-prices';
import { formatGbp } from '@/content/format';
import { QUOTE_QUESTIONS } from '@/content/quote-questions';
import { getLocations, site } from '@/lib/content';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Get Your Fixed Boiler Price Online',
  description: `Answer a few questions about your home and see fixed installed prices for a standard and a premium boiler, from ${formatGbp(BRAND_STARTING_PRICES['worcester-bosch'])} including VAT.`,
  path: routes.instantQuote,
});

export default function InstantQuotePage() {
  const districts = [...new Set(getLocations().flatMap((location) => location.postcodeDistricts))];
  return (
    <>
      <HeaderedPage crumb={{ label: 'Instant quote', href: routes.instantQuote }} title="Get your fixed boiler price" lead="Answer a few quick questions about your home and your current boiler and see your fixed installed price, including VAT. It takes about a minute and you don't need to give us any contact details.">
        <NeedsScript what="Our instant quote">
          <QuoteWizard
            questions={QUOTE_QUESTIONS}
            coveredDistricts={districts}
            phone={site.phone}
            phoneHref={telHref(site.phone)}
            links={{ results: routes.boilerResults, freeSurvey: routes.bookFreeSurvey, lpg: routes.lpgBoilers, oil: routes.oilBoiler, heatPumps: routes.heatPumps }}
          />
        </NeedsScript>
      </HeaderedPage>
    </>
  );
}

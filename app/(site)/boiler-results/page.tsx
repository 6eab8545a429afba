import type { Metadata } from 'next';
import { QuoteResults } from '@/components/islands/quote-results/quote-results';
import { QUOTE_MARK_SCRIPT } from '@/components/islands/quote-results/quote-mark';
import { IslandRoot } from '@/components/islands/runtime/island-root';
import { NeedsScript } from '@/components/sections/needs-script';
import { PageHeader } from '@/components/sections/page-header';
import { imageAttributes } from '@/lib/server/image-attributes';
import { messages } from '@/content/messages';
import { QUOTE_INCLUDES } from '@/content/quote-includes';
import { getBoilers, getBrand, site } from '@/lib/content';
import { representativeExample } from '@/lib/finance';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/shared/forms/phone';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Your Boiler Quote',
  description: 'Your fixed boiler prices: a standard and a premium boiler sized to your home, with the full price breakdown and your next steps.',
  path: routes.boilerResults,
});

/** Boiler images in the result cards are 6rem (96 px) thumbnails beside the name. */
const BOILER_IMAGE_SIZES = '96px';

export default async function BoilerResultsPage() {
  const boilerInfo = Object.fromEntries(
    await Promise.all(
      getBoilers().map(async (boiler) => [
        boiler.id,
        {
          brand: getBrand(boiler.brand)?.name ?? boiler.brand,
          warrantyYears: boiler.warrantyYears,
          image: await imageAttributes(boiler.imageUrl, BOILER_IMAGE_SIZES),
        },
      ]),
    ),
  );
  return (
    <>
      <PageHeader
        trail={[{ label: 'Your quote', href: routes.boilerResults }]}
        title="Your boiler quote"
        lead="Two boilers sized to your home, each at a fixed price including VAT, with exactly how the price is made up."
      />
      {/* The quote appears after the page reads it from this browser: the space it needs is kept
          from the start, so nothing below it moves (no layout shift). */}
      <div className="mx-auto min-h-screen max-w-7xl px-4 pb-16">
        {/* Before the first paint: marks whether there is a quote to read, so the static HTML shows
            "Loading your quote…" or the way to the wizard, whichever applies (quote-mark.ts). */}
        <script dangerouslySetInnerHTML={{ __html: QUOTE_MARK_SCRIPT }} />
        <NeedsScript what="Your quote, kept in this browser,">
          <IslandRoot
            name="quote-results"
            component={QuoteResults}
            props={{
              boilerInfo,
              included: QUOTE_INCLUDES,
              imageFailedText: messages.imageFailed,
              phone: site.phone,
              phoneHref: telHref(site.phone),
              links: { quote: routes.instantQuote, freeSurvey: routes.bookFreeSurvey, videoSurvey: routes.bookVideoSurvey, finance: routes.finance },
              financeRepresentative: representativeExample(),
            }}
          />
        </NeedsScript>
      </div>
    </>
  );
}

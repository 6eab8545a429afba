import type { Metadata } from 'next';
import { QuoteResults } from '@/components/islands/quote-results/quote-results';
import { NeedsScript } from '@/components/sections/needs-script';
import { PageHeader } from '@/components/sections/page-header';
import { imageAttributes } from '@/lib/server/image-attributes';
import { messages } from '@/content/messages';
import { WARRANTY_MANUFACTURER_MAX_YEARS } from '@/content/pricing';
import { getBoilers, getBrand, site } from '@/lib/content';
import { representativeExample } from '@/lib/finance';
import { routes } from '@/lib/routes';
import { telHref } from '@/lib/phone';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Your Boiler Quote',
  description: 'Your fixed boiler prices: a standard and a premium boiler sized to your home, with the full price breakdown and your next steps.',
  path: routes.boilerResults,
});

/** What every fixed-price installation includes (shown with the quote). */
const INCLUDED = [
  'Your new boiler, sized to your home',
  'Removal and responsible disposal of the old boiler',
  'Fitting by our own Gas Safe registered engineers',
  'A magnetic system filter and a chemical clean of the system',
  'Commissioning, Building Regulations notification and the certificate',
  `Warranty registration: manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years, longer on selected boilers`,
  'All labour, the flue and VAT shown in the breakdown',
  'A free survey to confirm everything before any work is booked',
];

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
        <NeedsScript what="Your quote, kept in this browser,">
          <QuoteResults
            boilerInfo={boilerInfo}
            included={INCLUDED}
            imageFailedText={messages.imageFailed}
            phone={site.phone}
            phoneHref={telHref(site.phone)}
            links={{ quote: routes.instantQuote, freeSurvey: routes.bookFreeSurvey, videoSurvey: routes.bookVideoSurvey, finance: routes.finance }}
            financeRepresentative={representativeExample()}
          />
        </NeedsScript>
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { Countdown } from '@/components/layout/countdown';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { OFFER_DISCOUNT_PERCENT, OFFER_ENDS, PRIZE_SERVICE_VALUE } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { formatPence } from '@/lib/money';
import { offerPrice } from '@/lib/offer-price';
import { getOffers } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { QuoteLink } from '@/components/sections/action-links';

export const metadata: Metadata = pageMetadata({
  title: 'Offers',
  description: `${OFFER_DISCOUNT_PERCENT}% off boiler installation this week, and a monthly prize draw for a free boiler service worth ${formatGbp(PRIZE_SERVICE_VALUE)}.`,
  path: routes.offers,
});

/** A typical fitted combi price, chosen because its saving has pennies: the example shows the rounding. */
const EXAMPLE_QUOTE_POUNDS = 2306;
/** The worked example, from the function the quote results and the booking use, so all three agree to the penny. */
const example = offerPrice(EXAMPLE_QUOTE_POUNDS);

export default function OffersPage() {
  const [discount, prize] = getOffers();
  return (
    <>
      <HeaderedPage crumb={{ label: 'Offers', href: routes.offers }} title="Current offers" lead="Our weekly installation discount and our monthly prize draw. All prices include VAT." bodyClassName="grid gap-6 lg:grid-cols-2">
        {discount ? (
          <section aria-labelledby="offer-discount" className="rounded-2xl border-2 border-accent-700 bg-white p-6 shadow-sm">
            <h2 id="offer-discount" className="text-2xl font-extrabold text-brand-950">
              {discount.title}
            </h2>
            <p className="mt-2 text-lg text-slate-800">{discount.summary}</p>
            <p className="mt-2 text-slate-800">
              For example, on a quote of {formatPence(example.total)} the offer takes off {formatPence(example.saving)}, so you pay{' '}
              {formatPence(example.price)}. Your instant quote shows the saving on your own price, to the penny (rounded half up).
            </p>
            <p className="mt-4 text-lg font-semibold text-brand-900">
              Ends in: <Countdown /> <span className="sr-only">({OFFER_ENDS})</span>
            </p>
            <h3 className="mt-6 font-bold text-brand-900">Terms</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {discount.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <QuoteLink className="mt-6" />
          </section>
        ) : null}
        {prize ? (
          <section aria-labelledby="offer-prize" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 shadow-sm">
            <h2 id="offer-prize" className="text-2xl font-extrabold text-brand-950">
              {prize.title}
            </h2>
            <p className="mt-2 text-lg text-slate-800">{prize.summary}</p>
            <h3 className="mt-6 font-bold text-brand-900">Terms</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
              {prize.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <p className="mt-4 text-slate-800">
              Full terms are in our{' '}
              <a href={routes.terms} className="font-semibold text-brand-700 underline underline-offset-2">
                terms and conditions
              </a>
              .
            </p>
          </section>
        ) : null}
      </HeaderedPage>
      <CtaBand />
    </>
  );
}

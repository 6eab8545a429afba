import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Countdown } from '@/components/layout/countdown';
import { CtaBand } from '@/components/sections/cta-band';
import { HeaderedPage } from '@/components/sections/page-header';
import { OFFER_DISCOUNT_PERCENT, OFFER_ENDS, PRIZE_SERVICE_VALUE } from '@/content/pricing';
import { formatGbp } from '@/content/format';
import { formatPence } from '@/lib/shared/format/money';
import { offerPrice } from '@/lib/shared/quote/offer-price';
import { getOffers } from '@/lib/content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { QuoteLink } from '@/components/sections/action-links';
import { cn, textLinkClass } from '@/components/ui/styles';

export const metadata: Metadata = pageMetadata({
  title: 'Offers',
  description: `${OFFER_DISCOUNT_PERCENT}% off boiler installation this week, and a monthly prize draw for a free boiler service worth ${formatGbp(PRIZE_SERVICE_VALUE)}.`,
  path: routes.offers,
});

/** A typical fitted combi price, chosen because its saving has pennies: the example shows the rounding. */
const EXAMPLE_QUOTE_POUNDS = 2306;
/** The worked example, from the function the quote results and the booking use, so all three agree to the penny. */
const example = offerPrice(EXAMPLE_QUOTE_POUNDS);

type Offer = ReturnType<typeof getOffers>[number];

/**
 * One offer: its title, summary, what only this offer says (`children`), its terms and where the
 * full terms are; the weekly discount is `highlight`ed and ends with the way to a price.
 */
function OfferCard({ id, offer, highlight = false, children }: { id: string; offer: Offer; highlight?: boolean; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl p-6 shadow-sm', highlight ? 'border-2 border-accent-700 bg-white' : 'border border-brand-100 bg-brand-50')}>
      <h2 id={id} className="text-2xl font-extrabold text-brand-950">
        {offer.title}
      </h2>
      <p className="mt-2 text-lg text-slate-800">{offer.summary}</p>
      {children}
      <h3 className="mt-6 font-bold text-brand-900">Terms</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {offer.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {highlight ? (
        <QuoteLink className="mt-6" />
      ) : (
        <p className="mt-4 text-slate-800">
          Full terms are in our{' '}
          <a href={routes.terms} className={textLinkClass('inline')}>
            terms and conditions
          </a>
          .
        </p>
      )}
    </section>
  );
}

export default function OffersPage() {
  const [discount, prize] = getOffers();
  return (
    <>
      <HeaderedPage crumb={{ label: 'Offers', href: routes.offers }} title="Current offers" lead="Our weekly installation discount and our monthly prize draw. All prices include VAT." bodyClassName="grid gap-6 lg:grid-cols-2">
        {discount ? (
          <OfferCard id="offer-discount" offer={discount} highlight>
            <p className="mt-2 text-slate-800">
              For example, on a quote of {formatPence(example.total)} the offer takes off {formatPence(example.saving)}, so you pay{' '}
              {formatPence(example.price)}. Your instant quote shows the saving on your own price, to the penny (rounded half up).
            </p>
            <p className="mt-4 text-lg font-semibold text-brand-900">
              Ends in: <Countdown /> <span className="sr-only">({OFFER_ENDS})</span>
            </p>
          </OfferCard>
        ) : null}
        {prize ? <OfferCard id="offer-prize" offer={prize} /> : null}
      </HeaderedPage>
      <CtaBand />
    </>
  );
}

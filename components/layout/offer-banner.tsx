import { Countdown } from '@/components/layout/countdown';
import { messages } from '@/content/messages';
import { OFFER_ENDS } from '@/content/pricing';
import { routes } from '@/lib/routes';

/** Top banner on every page (docs/product.md §2.4): the weekly offer, its countdown and a link to the offers page. */
export function OfferBanner() {
  return (
    <div className="bg-accent-700 text-white print:hidden">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-1.5 text-center text-sm sm:text-base">
        <span className="font-semibold">{messages.offerBanner}</span>
        <Countdown testId="offer-countdown" />
        <span className="sr-only">{OFFER_ENDS}.</span>
        <a href={routes.offers} className="inline-flex min-h-6 items-center font-semibold underline underline-offset-2 hover:no-underline">
          See the offer
        </a>
      </p>
    </div>
  );
}

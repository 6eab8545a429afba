/** Current promotions (docs/product.md §9): the weekly installation discount and the monthly prize draw. */
import { OFFER_DISCOUNT_PERCENT, OFFER_ENDS, PRIZE_DRAW_DAY, PRIZE_SERVICE_VALUE, PRIZE_WINNERS_PER_MONTH } from './pricing';
import { formatGbp } from './format';
import type { Offer } from './schemas';

export const offers: Offer[] = [
  {
    id: 'installation-discount',
    title: `${OFFER_DISCOUNT_PERCENT}% off boiler installation`,
    summary: `Book a new boiler installation before the countdown ends and we take ${OFFER_DISCOUNT_PERCENT}% off the fixed installation price.`,
    terms: [
      `The offer resets at ${OFFER_ENDS}; book before the countdown ends.`,
      `The discount is ${OFFER_DISCOUNT_PERCENT}% of the fixed installation price shown in your quote, including VAT.`,
      'It applies to new boiler installations booked with a deposit; repairs, servicing and service plans are not included.',
      'It cannot be combined with the price match promise on the same installation.',
    ],
  },
  {
    id: 'free-service-prize-draw',
    title: 'Win a free boiler service',
    summary: `Enter our monthly prize draw for a free annual boiler service worth ${formatGbp(PRIZE_SERVICE_VALUE)}.`,
    terms: [
      `${PRIZE_WINNERS_PER_MONTH} winner a month is drawn at random on ${PRIZE_DRAW_DAY}.`,
      `The prize is one annual gas boiler service worth ${formatGbp(PRIZE_SERVICE_VALUE)} at an address we cover; there is no cash alternative.`,
      'Entry is free; one entry per household per month. We contact the winner by phone or email within 7 days of the draw.',
      'Entrants must be 18 or over and live in Lincolnshire, Yorkshire, Nottinghamshire or Derbyshire.',
    ],
  },
];

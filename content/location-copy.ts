/**
 * Text that rotates across location pages by location index (docs/product.md §2.3): 4 intro variants and
 * 7 achievement texts. Placeholders in braces are filled per town by `lib/content.ts`: {town},
 * {county}, {landmark}, {base}. No achievement is a review, a rating or a count of customers: those
 * come only from real reviews or a public source (docs/content.md "Reviews").
 */
import { FINANCE_APR, PRICE_MATCH_BEAT_BY, REPAIR_VISIT_PRICE, VIDEO_SURVEY_MINUTES_TEXT } from './pricing';
import { formatGbp } from './format';

export const locationIntros: readonly string[] = [
  'Looking for a reliable heating engineer in {town}? Our Gas Safe engineers install, repair and service boilers across {town} and the rest of {county}, working from our {base} base.',
  'From the streets around {landmark} to the newest estates, we keep homes in {town} warm with fixed-price boiler installations, next day repairs and annual servicing.',
  'Home owners in {town} get the same fixed prices, warranties and next day installation as everywhere we cover, from local engineers who know {county} homes well.',
  'Whether your boiler has broken down or you are planning an upgrade, our {base} team covers {town} with Gas Safe engineers, clear prices and no pressure.',
];

export const locationAchievements: readonly string[] = [
  `Next day repair visits for ${formatGbp(REPAIR_VISIT_PRICE)}, with the price of any parts agreed before we start`,
  `Fixed prices including VAT, with ${FINANCE_APR} finance available`,
  'Accredited installer for leading boiler manufacturers, so extended warranties are available',
  'Every installation carried out by our own Gas Safe registered engineers, never subcontracted',
  'Next day installation available once your survey is complete',
  `A price match promise: we beat any like-for-like written quote by ${formatGbp(PRICE_MATCH_BEAT_BY)}`,
  `Video surveys of ${VIDEO_SURVEY_MINUTES_TEXT} minutes with a written quote the same day`,
];

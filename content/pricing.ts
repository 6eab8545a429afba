/**
 * Every business constant of docs/product.md §9, each in one place. All prices are in pounds and include VAT.
 * The quote engine (`lib/shared/quote`) and every page that mentions a price read them from here.
 */
import { WEEKDAYS } from './format';

/** Labour for a like-for-like boiler swap in the same place (docs/product.md §9 "direct swap"). */
export const LABOUR_DIRECT_SWAP = 360;
/** Labour when converting to a combi or replacing a back boiler (docs/product.md §9 "conversion"). */
export const LABOUR_CONVERSION = 1000;

/** Extra cost of moving the boiler, by where it goes (docs/product.md §9 location change table). */
export const LOCATION_COST = {
  same: 0,
  'same-room': 395,
  'same-floor': 695,
  'another-floor': 795,
  'loft-attic': 795,
} as const;

/** A horizontal flue straight out through a wall. */
export const FLUE_WALL = 150;
/** A vertical flue up through the roof. */
export const FLUE_ROOF = 500;
/** A vertical flue through a bungalow roof: shorter, so cheaper. */
export const FLUE_ROOF_BUNGALOW = 400;
/** Added to a wall flue that ends near a window or door (it needs a plume kit or a longer run). */
export const FLUE_NEAR_WINDOW_EXTRA = 150;

/** How long a quote's price holds, in days: the catalogue and labour rates are reviewed monthly. */
export const QUOTE_VALID_DAYS = 30;
/** Working days between booking and the earliest installation date: the survey and ordering the boiler come first. */
export const INSTALL_LEAD_WORKING_DAYS = 3;
/** How far ahead the installation date picker reaches, in calendar days: our diary opens 8 weeks out. */
export const INSTALL_BOOKING_WINDOW_DAYS = 56;

/** The weekly offer in the top banner. */
export const OFFER_DISCOUNT_PERCENT = 10;
/** The offer resets as this weekday starts, UK time (0 = Sunday; docs/product.md §4.4 "the next Tuesday midnight"). */
export const OFFER_RESET_WEEKDAY = 2;
/** When the offer ends, in words: the midnight at which OFFER_RESET_WEEKDAY starts. */
export const OFFER_ENDS = `midnight on ${WEEKDAYS[(OFFER_RESET_WEEKDAY + 6) % 7]} night, UK time`;
/** Value of the free boiler service given away in the monthly prize draw. */
export const PRIZE_SERVICE_VALUE = 97;
/** How many prize draw winners are picked each month. */
export const PRIZE_WINNERS_PER_MONTH = 1;
/** When the prize draw is made (docs/product.md §9). */
export const PRIZE_DRAW_DAY = 'the last Friday of each month';
/** A next day repair visit. */
export const REPAIR_VISIT_PRICE = 108;
/** Shortest finance plan on offer, in months. */
export const FINANCE_MIN_MONTHS = 12;
/** Longest finance plan on offer, in months. */
export const FINANCE_MAX_MONTHS = 120;
/** Interest on finance plans (docs/product.md §1 "0% APR available"); every monthly figure is shown with a full representative example (lib/finance.ts). */
export const FINANCE_APR_PERCENT = 0;
/** The rate is fixed for the whole plan (a representative example must say whether it is fixed). */
export const FINANCE_RATE_FIXED = true;
/** Fees or other charges for arranging finance, in pounds: none (CONC 3.5.5R item b). */
export const FINANCE_OTHER_CHARGES = 0;
/** Smallest deposit a finance plan takes, as a percentage of the cash price (0: none needed). */
export const FINANCE_MIN_DEPOSIT_PERCENT = 0;
/** Largest deposit, as a percentage of the cash price: lenders will not open a plan for less than the rest. */
export const FINANCE_MAX_DEPOSIT_PERCENT = 50;
/** Plan lengths the calculators offer, in months: every year from FINANCE_MIN_MONTHS to FINANCE_MAX_MONTHS. */
export const FINANCE_TERMS = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;
/** The representative example on /boiler-finance: a typical installed combi, 10% down, over 3 years. */
export const FINANCE_REPRESENTATIVE = { cashPrice: 2400, deposit: 240, months: 36 } as const;
/** The APR as every page words it: "0% APR". */
export const FINANCE_APR = `${FINANCE_APR_PERCENT}% APR`;
/** How much we beat a like-for-like written installation quote by. */
export const PRICE_MATCH_BEAT_BY = 50;

/** Longest warranty we offer, on selected boilers. */
export const WARRANTY_SELECTED_YEARS = 15;
/** Warranty on every premium installation. */
export const WARRANTY_PREMIUM_YEARS = 10;
/** Longest manufacturer warranty on the rest of the range. */
export const WARRANTY_MANUFACTURER_MAX_YEARS = 10;

/** Length of a video survey, in minutes. */
export const VIDEO_SURVEY_MINUTES = { min: 15, max: 20 } as const;
/** The video survey's length as the site words it: "15-20". */
export const VIDEO_SURVEY_MINUTES_TEXT = `${VIDEO_SURVEY_MINUTES.min}-${VIDEO_SURVEY_MINUTES.max}`;

/** Cheapest and dearest boiler in the catalogue (docs/product.md §3 "Prices run from 1096 to 2218"); the content check holds the catalogue to it. */
export const BOILER_PRICE_RANGE = { min: 1096, max: 2218 } as const;


// Grants: the Boiler Upgrade Scheme amounts for 2026 (docs/product.md §9); re-check them on gov.uk
// before each scheme year and update BUS_GRANT_CHECKED.

/** Boiler Upgrade Scheme grant towards an air source heat pump, in pounds. */
export const BUS_GRANT_AIR_SOURCE = 7500;
/** Boiler Upgrade Scheme grant towards a ground source heat pump, in pounds. */
export const BUS_GRANT_GROUND_SOURCE = 7500;
/** When the grant amounts above were last checked (shown beside them on the site). */
export const BUS_GRANT_CHECKED = '2026-11-22';

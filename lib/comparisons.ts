/**
 * The comparison pages' content: checked comparisons from `content/competitors.ts` and, for each of
 * our products, our offer stated in full with the question to ask the other company beside it.
 */
import { z } from 'zod';
import { COMPARISONS } from '@/content/competitors';
import { BUS_GRANT_AIR_SOURCE, FINANCE_APR, FINANCE_MAX_MONTHS, FINANCE_MIN_MONTHS, PRICE_MATCH_BEAT_BY, REPAIR_VISIT_PRICE, VIDEO_SURVEY_MINUTES_TEXT, WARRANTY_PREMIUM_YEARS, WARRANTY_SELECTED_YEARS } from '@/content/pricing';
import { BRAND_STARTING_PRICES } from '@/content/starting-prices';
import { formatGbp } from '@/content/format';
import { comparisonSchema, type Comparison } from '@/content/schemas';
import { baseTownsText, parseCollection } from '@/lib/content';
import { routes } from '@/lib/routes';

const comparisons = parseCollection('content/competitors.ts', z.array(comparisonSchema).length(5), COMPARISONS);

export function getComparisons(): Comparison[] {
  return comparisons;
}

export function getComparison(slug: string): Comparison | undefined {
  return comparisons.find((comparison) => comparison.slug === slug);
}

export interface CompareRow {
  aspect: string;
  us: string;
  askThem: string;
}

const video = `${VIDEO_SURVEY_MINUTES_TEXT} minute`;

const BOILER_ROWS: CompareRow[] = [
  {
    aspect: 'Price',
    us: `A fixed price online in about a minute, including VAT; Worcester Bosch from ${formatGbp(BRAND_STARTING_PRICES['worcester-bosch'])} fitted.`,
    askThem: 'Is the online price fixed, does it include VAT, and what can change it after the survey?',
  },
  {
    aspect: 'Who fits it',
    us: `Our own Gas Safe registered engineers, working from ${baseTownsText}.`,
    askThem: 'Are the engineers employed by the company or subcontracted, and where do they travel from?',
  },
  {
    aspect: 'Survey',
    us: `A free home survey, or a ${video} video survey with your quote the same day.`,
    askThem: 'Is there a survey before installation day, and who checks the flue and gas supply?',
  },
  {
    aspect: 'When',
    us: 'Next day installation available once the survey is done.',
    askThem: 'What is the earliest installation date in your area?',
  },
  {
    aspect: 'Warranty',
    us: `Up to ${WARRANTY_SELECTED_YEARS} years on selected boilers and ${WARRANTY_PREMIUM_YEARS} years on premium installations, registered for you.`,
    askThem: 'How long is the warranty on the exact model quoted, and what are its conditions?',
  },
  {
    aspect: 'Finance',
    us: `${FINANCE_APR} available, plans from ${FINANCE_MIN_MONTHS} to ${FINANCE_MAX_MONTHS} months, subject to status.`,
    askThem: 'What is the representative APR and the total amount payable?',
  },
  {
    aspect: 'Price match',
    us: `We beat a like-for-like written quote from a Gas Safe registered installer by ${formatGbp(PRICE_MATCH_BEAT_BY)}.`,
    askThem: 'Send us their written quote: if it is for the same boiler and the same work, we beat it.',
  },
];

const COVER_ROWS: CompareRow[] = [
  { aspect: 'What is included', us: 'An annual service, and repairs with parts and labour for the boiler and controls, as set out in your plan terms.', askThem: 'Exactly which parts of the system are covered, and is the annual service included?' },
  { aspect: 'Who comes out', us: 'Our own Gas Safe engineers, the same team who install and service boilers locally.', askThem: 'Who attends a breakdown, and how quickly in your area?' },
  { aspect: 'Limits and excess', us: 'The price and terms are confirmed in writing before you sign up, with nothing hidden.', askThem: 'Is there an excess per call-out, a claim limit, or exclusions for older boilers?' },
  { aspect: 'Without a plan', us: `A next day repair visit costs ${formatGbp(REPAIR_VISIT_PRICE)}, with parts priced before work starts.`, askThem: 'What does a one-off repair cost without cover?' },
  { aspect: 'Type of product', us: 'A service and repair plan with a local installer.', askThem: 'Is it an insurance product or a service agreement, and how are complaints handled?' },
];

const HEAT_PUMP_ROWS: CompareRow[] = [
  { aspect: 'Survey', us: 'A survey of your home, insulation and radiators before any quote is final.', askThem: 'Is the quote based on a heat loss calculation of your home, done by a visit?' },
  { aspect: 'Grant', us: `We apply for the Boiler Upgrade Scheme grant (${formatGbp(BUS_GRANT_AIR_SOURCE)} for an air source heat pump) and take it off your price.`, askThem: 'Is the grant already deducted from the price quoted?' },
  { aspect: 'Honest advice', us: 'If a heat pump will not suit your home yet, we say so and explain what would need to change.', askThem: 'Will they tell you if a heat pump is not right for your home?' },
  { aspect: 'Radiators and cylinder', us: 'Any radiator upgrades and a hot water cylinder are listed in the written quote.', askThem: 'Which radiators and pipework changes are included in the price?' },
  { aspect: 'Local aftercare', us: 'Servicing and repairs from the same local team.', askThem: 'Who services and repairs the heat pump after installation?' },
];

export function compareRows(product: Comparison['product']): CompareRow[] {
  return product === 'boiler-cover' ? COVER_ROWS : product === 'heat-pump-installation' ? HEAT_PUMP_ROWS : BOILER_ROWS;
}

export function productLink(product: Comparison['product']): { label: string; href: string } {
  if (product === 'boiler-cover') return { label: 'Our boiler cover', href: routes.boilerCover };
  if (product === 'heat-pump-installation') return { label: 'Our heat pump installation', href: routes.heatPumps };
  return { label: 'Get your fixed boiler price', href: routes.instantQuote };
}

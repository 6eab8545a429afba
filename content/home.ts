/**
 * The home page's words (docs/product.md §2.5: the 14 sections in order). The page
 * (app/(site)/page.tsx) lays them out and adds the links, images and icons; figures come from
 * content/pricing.ts and content/starting-prices.ts so the copy never states a price of its own.
 */
import { business } from './business';
import { formatGbp } from './format';
import {
  FINANCE_APR,
  PRICE_MATCH_BEAT_BY,
  REPAIR_VISIT_PRICE,
  VIDEO_SURVEY_MINUTES_TEXT,
  WARRANTY_MANUFACTURER_MAX_YEARS,
  WARRANTY_PREMIUM_YEARS,
  WARRANTY_SELECTED_YEARS,
} from './pricing';
import { BRAND_STARTING_PRICES } from './starting-prices';

const worcesterFrom = formatGbp(BRAND_STARTING_PRICES['worcester-bosch']);

/** The icons the "why choose us" cards can show (drawn by components/ui/icons.tsx). */
export type HomeIcon = 'shield' | 'pound' | 'calendar' | 'wrench' | 'pin' | 'video';

export const HOME_COPY = {
  metaTitle: `New Boilers from ${worcesterFrom} Fitted | Boiler Installation in Lincolnshire & Yorkshire | ${business.tradingName}`,
  metaDescription: `Fixed-price boiler installation from ${worcesterFrom} including VAT, next day installation and warranties up to ${WARRANTY_SELECTED_YEARS} years. Gas Safe engineers in Grimsby, Hull and Worksop.`,
  hero: {
    eyebrow: 'Gas Safe registered · Fixed prices including VAT',
    title: 'New boilers fitted by local engineers, at a fixed price',
    lead: `See your fixed installed price online in about a minute. Next day installation available, with warranties of up to ${WARRANTY_SELECTED_YEARS} years on selected boilers and ${FINANCE_APR} finance available.`,
    points: ['Next day installation available', 'Gas Safe registered engineers', `Fixed price quote, ${FINANCE_APR} available`, `${WARRANTY_SELECTED_YEARS} year warranty on selected boilers`],
    primary: 'Get boiler prices',
    secondary: 'Book a free survey',
  },
  brandsHeading: 'We install boilers, heat pumps and air conditioning from leading brands',
  whyUs: {
    eyebrow: 'Why choose us',
    title: 'Local engineers, honest fixed prices',
    items: [
      { icon: 'shield', title: 'Gas Safe registered engineers', text: 'Every job is done by our own Gas Safe registered engineers, who carry ID you can check with the register.' },
      { icon: 'pound', title: 'A fixed price, including VAT', text: `The price you see in the instant quote is the price you pay once the survey confirms the details. ${FINANCE_APR} available.` },
      { icon: 'calendar', title: 'Next day installation', text: 'Once your survey is done, we can often fit your new boiler the next day.' },
      { icon: 'wrench', title: `Up to ${WARRANTY_SELECTED_YEARS} year warranties`, text: `${WARRANTY_SELECTED_YEARS} years on selected boilers and ${WARRANTY_PREMIUM_YEARS} years on every premium installation, registered for you.` },
      // {bases}: the three base towns in words.
      { icon: 'pin', title: 'Engineers based locally', text: 'Our engineers work from our bases in {bases} and cover Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire.' },
      { icon: 'video', title: 'Survey in person or by video', text: `A free home survey, or a ${VIDEO_SURVEY_MINUTES_TEXT} minute video survey with your quote the same day.` },
    ] satisfies { icon: HomeIcon; title: string; text: string }[],
  },
  newBoilers: {
    eyebrow: 'New boiler installations',
    title: 'A new boiler, fitted at a price you know up front',
    intro: 'Tell us about your home and see fixed prices for a standard and a premium boiler, sized to your home, with labour, flue and VAT included. Indicative starting prices for a straight swap:',
    primary: 'Get your fixed price',
    secondary: 'How our prices work',
  },
  airConditioning: {
    eyebrow: 'Air conditioning',
    title: 'Cool in summer, efficient heat in spring and autumn',
    intro: 'Quiet wall-mounted air conditioning for bedrooms, living rooms and home offices, fitted by F-gas certified engineers.',
    points: ['Cooling and heating from one unit', 'Quiet indoor units for bedrooms', 'Survey and fixed quote before any work'],
    link: 'Air conditioning installation',
  },
  heatPumps: {
    eyebrow: 'Heat pumps',
    title: 'Thinking about a heat pump?',
    intro: 'We survey your home honestly, explain whether a heat pump suits it and apply for the Boiler Upgrade Scheme grant for you when it does.',
    points: ['Air source heat pumps from leading brands', 'Boiler Upgrade Scheme grant applied for on your behalf', 'Honest advice when a new boiler is the better choice'],
    link: 'Heat pump installation',
  },
  videoSurvey: {
    eyebrow: 'Video survey',
    title: `A ${VIDEO_SURVEY_MINUTES_TEXT} minute video survey, with your quote the same day`,
    intro: 'No need to wait in for a visit: show us your boiler, flue and airing cupboard on a video call from your phone and get your written quote the same day.',
    button: 'Book a video survey',
  },
  process: {
    eyebrow: 'How it works',
    title: 'Five simple steps to your new boiler',
    primary: 'Book a free survey',
    secondary: 'Book a video survey',
  },
  priceMatch: {
    eyebrow: 'Price match promise',
    title: `Found it cheaper? We'll beat it by ${formatGbp(PRICE_MATCH_BEAT_BY)}`,
    intro: `Send us a written quote for a like-for-like boiler installation (the same boiler, the same work) from a Gas Safe registered installer, and we will beat it by ${formatGbp(PRICE_MATCH_BEAT_BY)}.`,
    link: 'Send us your quote',
  },
  accredited: {
    eyebrow: 'Accredited installer',
    title: 'An accredited Worcester Bosch installer in Lincolnshire',
    intro: `As an accredited installer we can offer extended manufacturer warranties of up to ${WARRANTY_SELECTED_YEARS} years on selected Worcester Bosch boilers, fitted from ${worcesterFrom} including VAT.`,
    link: 'Worcester Bosch boilers',
  },
  benefits: {
    eyebrow: 'What you get',
    title: 'Everything included in your installation',
    items: [
      { title: 'The boiler and its fitting', text: 'Removal and disposal of the old boiler, fitting, flushing and commissioning.' },
      { title: 'A magnetic system filter', text: 'Catches sludge so the new boiler stays efficient and within warranty.' },
      { title: 'Warranty registered for you', text: `Manufacturer warranties of up to ${WARRANTY_MANUFACTURER_MAX_YEARS} years, ${WARRANTY_SELECTED_YEARS} on selected boilers.` },
      { title: 'Building Regulations paperwork', text: 'We notify the installation through Gas Safe; the certificate comes by post.' },
    ],
  },
  services: {
    eyebrow: 'Servicing and repairs',
    title: 'Looking after the boiler you have',
    servicing: { title: 'Annual boiler servicing', text: 'A yearly service keeps your boiler safe, efficient and within its warranty. Book online in a few clicks.', link: 'Book a boiler service' },
    repairs: {
      title: 'Boiler repairs',
      text: `Heating or hot water not working? A next day repair visit costs ${formatGbp(REPAIR_VISIT_PRICE)}, with the price of any parts agreed before we start.`,
      link: 'Contact us about a repair',
    },
    powerFlushing: {
      title: 'Power flushing',
      text: 'Cold spots, noisy radiators or a sluggish boiler? A power flush clears the sludge and protects a new boiler.',
      link: 'Contact us about power flushing',
    },
  },
  areas: {
    eyebrow: 'Areas we cover',
    title: 'Local engineers across four counties',
    /** {bases}: the three base towns in words. */
    intro: 'Our bases in {bases} cover Lincolnshire, East, South and West Yorkshire, Nottinghamshire and Derbyshire.',
    link: 'See all the areas we cover',
  },
} as const;

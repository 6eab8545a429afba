/**
 * The nine services that get a page in every town (docs/product.md §3): `/{slug}-in-{location-slug}`.
 * Slugs are fixed by docs/product.md §2.1; the copy is ours.
 */
import { FINANCE_APR, REPAIR_VISIT_PRICE, VIDEO_SURVEY_MINUTES_TEXT, WARRANTY_SELECTED_YEARS } from './pricing';
import { BRAND_STARTING_PRICES } from './starting-prices';
import { formatGbp } from './format';
import type { Service } from './schemas';

const repairVisit = formatGbp(REPAIR_VISIT_PRICE);
const worcesterFrom = formatGbp(BRAND_STARTING_PRICES['worcester-bosch']);
const videoSurvey = `${VIDEO_SURVEY_MINUTES_TEXT} minute video survey`;

export const services: Service[] = [
  {
    id: 'boiler-repair',
    slug: 'boiler-repair',
    name: 'Boiler Repair',
    shortName: 'boiler repair',
    description:
      `Gas Safe engineers who find the fault, explain it in plain English and fix it, usually on the first visit. Our repair visit costs ${repairVisit} with no call-out surprises, and we carry common parts for every major boiler brand in the van.`,
    benefits: [
      `Next day repair visit for ${repairVisit}, with the price agreed before we start`,
      'Gas Safe registered engineers who work on all major boiler brands',
      'Common parts carried in the van, so most faults are fixed on the first visit',
      'An honest answer when a repair is no longer worth it, with no pressure to replace',
    ],
    process: [
      'Tell us what the boiler is doing, and any fault code on the display',
      'We book a visit, usually for the next working day',
      'The engineer diagnoses the fault and gives you a fixed price for the repair',
      'We fix it, test the boiler and check the flue and gas pressure before we leave',
    ],
  },
  {
    id: 'gas-boiler-installation',
    slug: 'gas-boiler-installation',
    name: 'Gas Boiler Installation',
    shortName: 'gas boiler installation',
    description:
      'A new A-rated gas boiler fitted by our own Gas Safe engineers at a fixed price you see before you book. We size the boiler to your home, fit a filter and controls, flush the system and register the warranty for you.',
    benefits: [
      'A fixed price from our instant quote, including VAT, with no hidden extras',
      `Warranties of up to ${WARRANTY_SELECTED_YEARS} years on selected boilers`,
      'Next day installation available once the survey is done',
      `${FINANCE_APR} finance available on installations`,
    ],
    process: [
      'Get a fixed price in about a minute with the instant quote',
      `We confirm the details with a free home survey or a ${videoSurvey}`,
      'Pick an installation date and pay a deposit',
      'We fit, test and commission the boiler, and you pay the balance when you are happy',
    ],
  },
  {
    id: 'oil-boiler-installation',
    slug: 'oil-boiler-installation',
    name: 'Oil Boiler Installation',
    shortName: 'oil boiler installation',
    description:
      'Replacement oil boilers for homes off the gas grid, fitted by OFTEC-trained engineers. We check the tank, the oil line and the flue, size the boiler to the house and leave you with a warranty-registered installation.',
    benefits: [
      'Condensing oil boilers that use noticeably less oil than older non-condensing models',
      'A check of the tank, fire valve and oil supply line as part of every job',
      'Indoor and external boiler options to suit where the old one stood',
      'Honest advice on whether a heat pump and the Boiler Upgrade Scheme grant would suit you better',
    ],
    process: [
      'Call us or request a callback to arrange a free survey',
      'We inspect the boiler position, flue, tank and oil line',
      'You receive a written fixed-price quote the same day',
      'We install and commission the boiler and register the warranty',
    ],
  },
  {
    id: 'air-conditioning-installation',
    slug: 'air-conditioning-installation',
    name: 'Air Conditioning Installation',
    shortName: 'air conditioning installation',
    description:
      'Quiet, efficient air conditioning for bedrooms, living rooms and home offices, installed by F-gas certified engineers. Modern split systems cool in summer and heat efficiently in spring and autumn.',
    benefits: [
      'Wall-mounted split systems that cool in summer and heat in spring and autumn',
      'Quiet indoor units suited to bedrooms and home offices',
      'F-gas certified engineers who handle the refrigerant safely and legally',
      'Neat pipe runs and outdoor units placed with your neighbours in mind',
    ],
    process: [
      'Tell us which rooms you want to cool or heat',
      'We survey the rooms and the outside wall to plan the units and pipe route',
      'You receive a fixed price and choose an installation date',
      'We install, commission and show you how to use the controls',
    ],
  },
  {
    id: 'boiler-breakdown',
    slug: 'boiler-breakdown',
    name: 'Boiler Breakdown Repair',
    shortName: 'boiler breakdown repair',
    description:
      'No heating or hot water? We get a Gas Safe engineer to you quickly, often the next day, to make the boiler safe and working again. If it cannot be saved, we give you a fixed replacement price on the spot.',
    benefits: [
      'Fast response when the heating or hot water has stopped',
      `A ${repairVisit} repair visit with the cost of parts agreed before work starts`,
      'Engineers trained on Worcester Bosch, Vaillant, Ideal, Glow-worm, Alpha and Viessmann boilers',
      'A fixed replacement price straight away if the boiler is beyond economic repair',
    ],
    process: [
      'Call us or request a callback and describe the breakdown',
      'We arrange the earliest visit, often the next day',
      'The engineer makes the boiler safe, finds the fault and prices the fix',
      'We repair it there and then whenever the parts are on the van',
    ],
  },
  {
    id: 'lpg-boiler-installation',
    slug: 'lpg-boiler-installation',
    name: 'LPG Boiler Installation',
    shortName: 'LPG boiler installation',
    description:
      'LPG boilers for rural homes without mains gas, fitted by Gas Safe engineers qualified for LPG. We make sure the boiler is LPG-rated, the supply pressure is right and the tank installation meets current rules.',
    benefits: [
      'LPG-rated condensing boilers from leading manufacturers',
      'Engineers qualified for LPG as well as natural gas',
      'A check of the regulator and supply pipework as part of the installation',
      'Combi, system and regular LPG boilers to suit the home',
    ],
    process: [
      'Request a callback or call to book a free survey',
      'We check the boiler position, flue, tank and supply',
      'You receive a fixed written quote the same day',
      'We install, test and register the new boiler',
    ],
  },
  {
    id: 'worcester-boiler-installation',
    slug: 'worcester-boiler-installation',
    name: 'Worcester Bosch Boiler Installation',
    shortName: 'Worcester Bosch boiler installation',
    description:
      `Worcester Bosch boilers installed by an accredited installer, with extended manufacturer warranties and fixed prices from ${worcesterFrom} including VAT. Greenstar combi, system and regular models sized to your home.`,
    benefits: [
      'Accredited Worcester Bosch installer, so extended warranties are available',
      'Greenstar combi, system and regular boilers in stock',
      `Fixed prices from ${worcesterFrom} including VAT`,
      'Warranty registered for you on the day of installation',
    ],
    process: [
      'Get your fixed price with the instant quote',
      'Confirm the details with a free home survey or a video survey',
      'Choose your installation date and pay a deposit',
      'We fit and commission the Worcester Bosch boiler and register the warranty',
    ],
  },
  {
    id: 'combi-boiler-installation',
    slug: 'combi-boiler-installation',
    name: 'Combi Boiler Installation',
    shortName: 'combi boiler installation',
    description:
      'Combi boilers heat your water on demand and need no tanks or cylinder, which frees up space and cuts wasted heat. We install new combis and convert older regular and back boiler systems to a combi.',
    benefits: [
      'Hot water on demand with no cylinder to heat up',
      'Loft tanks and airing cupboard cylinders removed on a conversion, freeing up space',
      'Sized to your flow rate and number of bedrooms, not guessed',
      'Honest advice when a home with two or more bathrooms needs a system boiler instead',
    ],
    process: [
      'Answer a few questions in the instant quote',
      'We confirm the flow rate and boiler position at a survey',
      'Pick a date, often the next day for a straight swap',
      'We install, flush and commission the combi and show you the controls',
    ],
  },
  {
    id: 'worcester-oil-boiler-installation',
    slug: 'worcester-oil-boiler-installation',
    name: 'Worcester Bosch Oil Boiler Installation',
    shortName: 'Worcester Bosch oil boiler installation',
    description:
      'Worcester Bosch Greenstar oil boilers for homes off the gas grid: efficient condensing models, indoor or external, fitted by OFTEC-trained engineers with the manufacturer warranty registered for you.',
    benefits: [
      'Greenstar Heatslave and Danesmoor oil boilers, indoor and external',
      'Condensing efficiency that cuts oil use compared with older boilers',
      'A check of the tank, fire valve and oil line with every installation',
      'Extended manufacturer warranty through an accredited installer',
    ],
    process: [
      'Book a free survey by phone or callback',
      'We inspect the boiler position, flue and oil supply',
      'You receive a written fixed-price quote the same day',
      'We install, commission and register the boiler',
    ],
  },
];

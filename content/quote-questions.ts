/**
 * The wording of the instant quote's questions: one screen each, in plain English with a hint on
 * how to answer. Values match `lib/shared/quote` (docs/product.md §3 quote data).
 */
import { LOCATION_COST } from './pricing';
import { formatGbp } from './format';
import type { BathOrShowerCount, BedroomCount, CurrentBoilerType, FlueLocation, FuelType, HomeType, NewLocation, RadiatorCount, WaterFlow, YesNo } from './quote-answers';

export interface QuestionOption<V extends string = string> {
  value: V;
  label: string;
  hint?: string;
}

export interface Question<V extends string = string> {
  title: string;
  help?: string;
  options?: QuestionOption<V>[];
}

/** The questions whose options are an answer set of content/quote-answers.ts, typed by it (counts as their digits). */
type AnsweredBySet = {
  fuel: Question<FuelType>;
  boilerType: Question<CurrentBoilerType>;
  homeType: Question<HomeType>;
  conversion: Question<YesNo>;
  move: Question<YesNo>;
  newLocation: Question<NewLocation>;
  bedrooms: Question<`${BedroomCount}`>;
  baths: Question<`${BathOrShowerCount}`>;
  showers: Question<`${BathOrShowerCount}`>;
  radiators: Question<RadiatorCount>;
  waterFlow: Question<WaterFlow>;
  flue: Question<FlueLocation>;
  flueWindows: Question<YesNo>;
};

const move = (key: keyof typeof LOCATION_COST) => (LOCATION_COST[key] ? `Adds ${formatGbp(LOCATION_COST[key])}` : 'No extra cost');

export const QUOTE_QUESTIONS = {
  fuel: {
    title: 'What fuel does your boiler use?',
    help: 'Most homes on a gas meter use mains gas. LPG comes from a tank or bottles outside; oil from a tank in the garden.',
    options: [
      { value: 'mains-gas', label: 'Mains gas', hint: 'You have a gas meter and pay a gas supplier' },
      { value: 'lpg', label: 'LPG', hint: 'Bottled or tanked gas' },
      { value: 'oil', label: 'Oil', hint: 'Heating oil from a tank' },
      { value: 'electric', label: 'Electric', hint: 'An electric boiler or storage heaters' },
    ],
  },
  boilerType: {
    title: 'What type of boiler do you have now?',
    help: 'Not sure? A combi heats water straight from the mains and has no hot water cylinder. A system or regular boiler heats a cylinder, usually in an airing cupboard.',
    options: [
      { value: 'combi', label: 'Combi', hint: 'No hot water cylinder or tanks' },
      { value: 'system', label: 'System', hint: 'A hot water cylinder, but no tanks in the loft' },
      { value: 'regular', label: 'Regular (conventional)', hint: 'A hot water cylinder and a water tank in the loft' },
      { value: 'back', label: 'Back boiler', hint: 'Behind a fire in the fireplace' },
    ],
  },
  postcode: {
    title: 'What is your postcode?',
    help: 'We use it to check we cover your area and to plan your survey.',
  },
  homeType: {
    title: 'What type of home do you live in?',
    options: [
      { value: 'detached', label: 'Detached house' },
      { value: 'semi-detached', label: 'Semi-detached house' },
      { value: 'terraced', label: 'Terraced house' },
      { value: 'flat', label: 'Flat or apartment' },
      { value: 'bungalow', label: 'Bungalow' },
    ],
  },
  conversion: {
    title: 'Would you like to switch to a combi boiler?',
    help: 'A combi heats water on demand, so the cylinder and loft tanks can go, freeing up space. Homes with two or more baths or showers used at once are better with a system boiler.',
    options: [
      { value: 'yes', label: 'Yes, convert to a combi', hint: 'The conversion is quoted as part of your fixed price' },
      { value: 'no', label: 'No, keep the same type', hint: 'A like-for-like replacement' },
    ],
  },
  cylinder: {
    title: 'You will keep your hot water cylinder',
    help: 'A system or regular boiler heats water stored in a cylinder. Your fixed price covers the new boiler; our surveyor checks the cylinder and controls, and if either needs replacing we price it before any work starts.',
  },
  move: {
    title: 'Would you like the new boiler in a different place?',
    help: 'Most people keep it where it is, which is quickest and cheapest.',
    options: [
      { value: 'no', label: 'No, same place', hint: 'No extra cost' },
      { value: 'yes', label: 'Yes, move it', hint: 'You choose where next' },
    ],
  },
  newLocation: {
    title: 'Where would you like the new boiler?',
    options: [
      { value: 'same', label: 'Same spot, just a different cupboard', hint: move('same') },
      { value: 'same-room', label: 'Elsewhere in the same room', hint: move('same-room') },
      { value: 'same-floor', label: 'Another room on the same floor', hint: move('same-floor') },
      { value: 'another-floor', label: 'A room on another floor', hint: move('another-floor') },
      { value: 'loft-attic', label: 'The loft or attic', hint: move('loft-attic') },
    ],
  },
  bedrooms: {
    title: 'How many bedrooms does your home have?',
    options: [
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '4', label: '4' },
      { value: '5', label: '5 or more' },
    ],
  },
  baths: {
    title: 'How many baths are there?',
    help: 'Count bathtubs, whether or not they have a shower over them.',
    options: [
      { value: '0', label: 'None' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3 or more' },
    ],
  },
  showers: {
    title: 'How many separate showers are there?',
    help: 'Count shower cubicles and electric showers, not showers over a bath.',
    options: [
      { value: '0', label: 'None' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3 or more' },
    ],
  },
  radiators: {
    title: 'How many radiators are there?',
    help: 'Include towel rails that are heated by the boiler.',
    options: [
      { value: '0-9', label: 'Up to 9' },
      { value: '10-15', label: '10 to 15' },
      { value: '15+', label: 'More than 15' },
    ],
  },
  waterFlow: {
    title: 'How fast does your cold water run?',
    help: 'Turn the kitchen cold tap on fully and time how long it takes to fill a 1 litre jug (or a 10 litre bucket in ten times as long). Not able to check? Choose average and we will measure it at the survey.',
    options: [
      { value: 'fast', label: 'Fast', hint: 'A 1 litre jug fills in under 4 seconds' },
      { value: 'average', label: 'Average', hint: '4 to 6 seconds for 1 litre' },
      { value: 'slow', label: 'Slow', hint: 'More than 6 seconds for 1 litre' },
    ],
  },
  flue: {
    title: 'Where does the flue come out?',
    help: 'The flue is the pipe that takes fumes from the boiler outside.',
    options: [
      { value: 'wall', label: 'Through an outside wall', hint: 'A horizontal pipe out of the wall' },
      { value: 'roof', label: 'Through the roof', hint: 'A vertical pipe up through the roof' },
    ],
  },
  flueWindows: {
    title: 'Is the flue at least 30 cm from any window or door?',
    help: 'Measure from where the flue comes out of the wall to the nearest edge of an opening window or a door.',
    options: [
      { value: 'yes', label: 'Yes, it is well clear', hint: 'At least 30 cm away' },
      { value: 'no', label: 'No, it is close to one', hint: 'Needs a plume kit or a longer flue' },
    ],
  },
  summary: {
    title: 'Check your answers',
    help: 'Change anything that is not right, then see your fixed prices.',
  },
  notSupported: {
    title: 'Our online prices are for mains gas boilers',
    help: 'We still install LPG and oil boilers, and heat pumps, but they need a quick look at your home first. Book a free survey or call us and we will give you a fixed price.',
  },
} satisfies Record<string, Question> & AnsweredBySet;

export type QuestionKey = keyof typeof QUOTE_QUESTIONS;

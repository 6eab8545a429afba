import { BATH_OR_SHOWER_COUNTS, BEDROOM_COUNTS, CURRENT_BOILER_TYPES, FLUE_LOCATIONS, FUEL_TYPES, HOME_TYPES, NEW_LOCATIONS, RADIATOR_COUNTS, WATER_FLOWS, YES_NO } from './quote-answers';
import { QUOTE_QUESTIONS, type QuestionKey } from './quote-questions';

/** Each question answered by choosing from a set, with its set (counts are offered as their digits). */
const sets: [QuestionKey, readonly (string | number)[]][] = [
  ['fuel', FUEL_TYPES],
  ['boilerType', CURRENT_BOILER_TYPES],
  ['homeType', HOME_TYPES],
  ['conversion', YES_NO],
  ['move', YES_NO],
  ['newLocation', NEW_LOCATIONS],
  ['bedrooms', BEDROOM_COUNTS],
  ['baths', BATH_OR_SHOWER_COUNTS],
  ['showers', BATH_OR_SHOWER_COUNTS],
  ['radiators', RADIATOR_COUNTS],
  ['waterFlow', WATER_FLOWS],
  ['flue', FLUE_LOCATIONS],
  ['flueWindows', YES_NO],
];

it.each(sets)('offers every answer of its set, once, for %s', (key, set) => {
  const question = QUOTE_QUESTIONS[key] as { options?: readonly { value: string }[] };
  const values = question.options?.map((option) => option.value) ?? [];
  expect([...values].sort()).toEqual(set.map(String).sort());
});

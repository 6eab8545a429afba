import { CURRENT_BOILER_TYPES, FLUE_LOCATIONS, FUEL_TYPES, NEW_LOCATIONS, RADIATOR_COUNTS, WATER_FLOWS, YES_NO } from './quote-answers';
import { QUOTE_QUESTIONS, type QuestionKey } from './quote-questions';

const sets: [QuestionKey, readonly string[]][] = [
  ['fuel', FUEL_TYPES],
  ['boilerType', CURRENT_BOILER_TYPES],
  ['conversion', YES_NO],
  ['move', YES_NO],
  ['newLocation', NEW_LOCATIONS],
  ['radiators', RADIATOR_COUNTS],
  ['waterFlow', WATER_FLOWS],
  ['flue', FLUE_LOCATIONS],
  ['flueWindows', YES_NO],
];

it.each(sets)('offers every answer of its set, once, for %s', (key, set) => {
  const question = QUOTE_QUESTIONS[key] as { options?: readonly { value: string }[] };
  const values = question.options?.map((option) => option.value) ?? [];
  expect([...values].sort()).toEqual([...set].sort());
});
